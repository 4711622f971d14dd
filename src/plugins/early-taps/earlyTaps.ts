// A tap on Search or the menu button, or Ctrl/Cmd+K, made before the page is interactive (on a
// slow phone, several seconds after the text is readable) is noted by the inline script this
// plugin puts in the page's head (./index.ts). This module, in the site's bundle, replays it
// once Docusaurus marks the page hydrated (`<html data-has-hydrated="true">`), so the reader's tap
// opens what they tapped instead of being lost.

/** The controls whose early taps are kept, by what the inline script notes. */
const EARLY_TAP_TARGETS = {
  search: '.DocSearch-Button',
  menu: '.navbar__toggle',
} as const;

type EarlyTap = keyof typeof EARLY_TAP_TARGETS;

/** Where the inline script leaves the tap (a global: the script runs before any module). */
const EARLY_TAP_GLOBAL = '__trpcEarlyTap';

/**
 * The inline script, as text: before hydration, a click on one of the targets (or Ctrl/Cmd+K)
 * is noted and its default prevented; after it, the script does nothing.
 */
export function earlyTapScript(): string {
  const targets = JSON.stringify(EARLY_TAP_TARGETS);
  return `(function(){var r=document.documentElement,t=${targets};function note(k,e){if(r.getAttribute('data-has-hydrated')==='true')return;window.${EARLY_TAP_GLOBAL}=k;e.preventDefault();}document.addEventListener('click',function(e){var x=e.target;if(!x||!x.closest)return;for(var k in t)if(x.closest(t[k])){note(k,e);return;}},true);document.addEventListener('keydown',function(e){if((e.ctrlKey||e.metaKey)&&(e.key==='k'||e.key==='K'))note('search',e);},true);})();`;
}

type EarlyWindow = Window & { [EARLY_TAP_GLOBAL]?: EarlyTap };

function replay(): void {
  const early = window as EarlyWindow;
  const tap = early[EARLY_TAP_GLOBAL];
  delete early[EARLY_TAP_GLOBAL];
  if (tap) document.querySelector<HTMLElement>(EARLY_TAP_TARGETS[tap])?.click();
}

if (typeof window !== 'undefined') {
  // The server's HTML says `data-has-hydrated="false"`; Docusaurus sets it to "true".
  const root = document.documentElement;
  const hydrated = () => root.getAttribute('data-has-hydrated') === 'true';
  if (hydrated()) replay();
  else
    new MutationObserver((_, observer) => {
      if (!hydrated()) return;
      observer.disconnect();
      replay();
    }).observe(root, { attributes: true, attributeFilter: ['data-has-hydrated'] });
}
