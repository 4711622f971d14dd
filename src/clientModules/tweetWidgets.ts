// Twitter's widget script is third-party: it loads once, asynchronously, and is asked to
// re-scan the page after every client-side navigation.
type TwitterWidgets = { widgets?: { load: (element?: Element) => void } };

const SCRIPT_ID = 'twitter-widgets-js';
const SCRIPT_SRC = 'https://platform.twitter.com/widgets.js';

export function loadTweetWidgets(): void {
  const twttr = (window as unknown as { twttr?: TwitterWidgets }).twttr;
  if (twttr?.widgets) {
    twttr.widgets.load();
    return;
  }
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = SCRIPT_SRC;
  script.async = true;
  script.charset = 'utf-8';
  document.body.appendChild(script);
}
