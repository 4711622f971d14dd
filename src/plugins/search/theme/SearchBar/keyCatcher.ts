// The modal's code and the index load on the first open, and DocSearch focuses its input only
// once the modal has mounted: until then, keys typed after the shortcut would land on the page
// and be lost. An input that takes focus at the shortcut holds them, and the modal starts from
// what it holds.

export type KeyCatcher = {
  /** Focuses the catcher (created on first use), so the next keys land in it. */
  start: () => void;
  /** What has been typed into it so far. */
  value: () => string;
  /** Removes it and returns what was typed into it. */
  finish: () => string;
};

const CLASS_NAME = 'site-search-catcher';

/**
 * @param label the accessible name, the modal input's own, as screen readers announce the
 *   field the reader is typing into
 * @param onEscape called when Escape is pressed before the modal is there
 */
export function createKeyCatcher(label: string, onEscape: () => void): KeyCatcher {
  let input: HTMLInputElement | null = null;

  const remove = (): string => {
    const typed = input?.value ?? '';
    input?.remove();
    input = null;
    return typed;
  };

  return {
    start() {
      if (!input) {
        input = document.createElement('input');
        input.type = 'search';
        input.className = CLASS_NAME;
        input.setAttribute('aria-label', label);
        input.autocomplete = 'off';
        input.spellcheck = false;
        input.addEventListener('keydown', (event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          remove();
          onEscape();
        });
        document.body.appendChild(input);
      }
      input.focus({ preventScroll: true });
    },
    value: () => input?.value ?? '',
    finish: remove,
  };
}

/**
 * Puts `text` into DocSearch's input as if typed, so its own change handler runs the search.
 * React tracks an input's value through the property setter: the prototype's setter and an
 * `input` event are what a keystroke does.
 */
export function typeInto(input: HTMLInputElement, text: string): void {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  descriptor?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
