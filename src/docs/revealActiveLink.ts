import { useEffect } from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';

// Docusaurus opens the sidebar's categories down to the current page but leaves the sidebar
// scrolled to the top, so on a page far down the list the reader cannot see where they are.
// No option turns that on (3.10). Upstream: https://github.com/facebook/docusaurus/issues/7980

/** The nearest ancestor that scrolls vertically: the sidebar's own scroll box. */
function scrollBox(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * Centres the docs sidebar's link to the current page in the sidebar, inside `root`, when it is
 * not fully in view. Only the sidebar scrolls, never the page. Returns whether the link is
 * (now) in view, or false when there is no link yet.
 */
function revealActiveLink(root: Element | null): boolean {
  const link = root?.querySelector<HTMLElement>(
    `.${ThemeClassNames.docs.docSidebarMenu} a[aria-current="page"]`,
  );
  const box = link && scrollBox(link);
  if (!link || !box) return false;
  const outer = box.getBoundingClientRect();
  const inner = link.getBoundingClientRect();
  if (inner.top >= outer.top && inner.bottom <= outer.bottom) return true;
  box.scrollTop += inner.top - outer.top - (outer.height - inner.height) / 2;
  return false;
}

// A category that holds the new page renders its items a moment after the navigation and
// then grows to its height, so the link may be missing or out of reach for a few frames.
const MAX_FRAMES = 30;

/**
 * While `active`, brings the current page's link in the sidebar under `rootSelector` into view,
 * again whenever `page` changes.
 */
export function useRevealActiveLink(rootSelector: string, page: string, active = true): void {
  useEffect(() => {
    if (!active) return undefined;
    let frames = 0;
    let frame = requestAnimationFrame(function step() {
      frames += 1;
      if (revealActiveLink(document.querySelector(rootSelector)) || frames >= MAX_FRAMES) return;
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [rootSelector, page, active]);
}

export const DESKTOP_SIDEBAR = `.${ThemeClassNames.docs.docSidebarContainer}`;
export const MOBILE_SIDEBAR = `.${ThemeClassNames.layout.navbar.mobileSidebar.container}`;
