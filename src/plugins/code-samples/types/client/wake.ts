// Until a reader points at, taps or focuses a ts/tsx code block, a page carries only these
// listeners: the type tips (./typeTips.ts) and the page's types load then.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { TYPED_BLOCK } from './typedBlock';

const WAKING_EVENTS = ['pointerover', 'focusin', 'click'] as const;

/** The latest event on a block while the tips load: the one they answer first. */
let latest: Event | null = null;

function wake(event: Event): void {
  if (!(event.target instanceof Element) || !event.target.closest(TYPED_BLOCK)) return;
  const loading = latest === null;
  latest = event;
  if (!loading) return;
  import('./typeTips').then(
    ({ startTypeTips }) => {
      for (const type of WAKING_EVENTS) document.removeEventListener(type, wake, true);
      if (latest) startTypeTips(latest);
    },
    // Offline or a redeployed site: the code stays readable, only without its types.
    (error: unknown) => console.warn('The code samples\u2019 types could not be loaded.', error),
  );
}

if (ExecutionEnvironment.canUseDOM) {
  for (const type of WAKING_EVENTS) document.addEventListener(type, wake, true);
}
