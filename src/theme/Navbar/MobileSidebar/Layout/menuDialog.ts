// The open mobile menu as a dialog: named for assistive technology, focus moved into it and
// kept there, Escape closes it and gives focus back to the button that opened it. Loaded when
// the menu first opens, not with every page.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The controls Tab can reach in the menu: shown, and not in the hidden one of its two panels. */
function tabStops(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/** Makes the open `menu` a dialog until the returned function is called. */
export function holdMenuOpen(menu: HTMLElement, close: () => void): () => void {
  menu.setAttribute('role', 'dialog');
  menu.setAttribute('aria-modal', 'true');
  menu.setAttribute('aria-label', 'Menu');
  const opener = document.querySelector<HTMLElement>('.navbar__toggle');
  // The menu slides in and its controls take focus only once they are visible: tried at each
  // frame until one has it, for half a second at most.
  let frame = 0;
  const started = performance.now();
  const focusFirst = () => {
    if (menu.contains(document.activeElement)) return;
    tabStops(menu)[0]?.focus();
    if (!menu.contains(document.activeElement) && performance.now() - started < 500)
      frame = requestAnimationFrame(focusFirst);
  };
  frame = requestAnimationFrame(focusFirst);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      opener?.focus();
      return;
    }
    if (event.key !== 'Tab') return;
    const inMenu = tabStops(menu);
    const first = inMenu[0];
    const last = inMenu.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    const outside = !(active instanceof HTMLElement) || !menu.contains(active);
    if (outside || (event.shiftKey ? active === first : active === last)) {
      event.preventDefault();
      (event.shiftKey && !outside ? last : first).focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('keydown', onKeyDown);
    menu.removeAttribute('role');
    menu.removeAttribute('aria-modal');
    menu.removeAttribute('aria-label');
  };
}
