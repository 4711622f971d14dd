import type { Page } from '@playwright/test';

/**
 * Elements that stick out of the viewport on the right, ignoring content inside
 * horizontally scrollable containers (code blocks, tables), which readers scroll on purpose.
 */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Inside a scrollable container, or fixed (the skip link waits off-screen): neither
    // widens the page.
    const exempt = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (['auto', 'scroll', 'hidden'].includes(style.overflowX) || style.position === 'fixed')
          return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      if (exempt(element)) continue;
      offenders.push(
        `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} right=${Math.round(box.right)}`,
      );
    }
    if (document.documentElement.scrollWidth > width + 1)
      offenders.push(`page scrollWidth=${document.documentElement.scrollWidth}`);
    return offenders;
  });
}
