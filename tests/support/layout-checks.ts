import { expect, type Page } from '@playwright/test';

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

/** Opens every collapsed `<details>` box of the article, so the code inside is laid out. */
export async function openDetails(page: Page): Promise<void> {
  const collapsed = page.locator('details[data-collapsed="true"]');
  for (let left = await collapsed.count(); left > 0; left -= 1) {
    await collapsed.first().locator('> summary').click();
    await expect(collapsed).toHaveCount(left - 1);
  }
}

/** The ts/tsx blocks that scroll sideways: their first line, and by how many pixels. */
export function scrollingSamples(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('pre.language-ts, pre.language-tsx')]
      .filter((pre) => pre.scrollWidth > pre.clientWidth)
      .map((pre) => {
        const first = pre.querySelector('code')?.firstElementChild?.textContent?.trim();
        return `${first ?? '?'} (${pre.scrollWidth - pre.clientWidth} px)`;
      }),
  );
}
