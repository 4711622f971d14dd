import type { ClientModule } from '@docusaurus/types';

// Twitter's widget script is third-party: load it only on a page that really holds an
// embed (`<blockquote class="twitter-tweet">`), once, asynchronously, and ask it to
// re-scan the page after every client-side navigation.
type TwitterWidgets = { widgets?: { load: (element?: Element) => void } };

const SCRIPT_ID = 'twitter-widgets-js';
const SCRIPT_SRC = 'https://platform.twitter.com/widgets.js';

function pageHasEmbed(): boolean {
  return document.querySelector('blockquote.twitter-tweet') !== null;
}

export function loadTweetWidgets(): void {
  if (!pageHasEmbed()) return;
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

const tweetEmbed: ClientModule = {
  onRouteDidUpdate() {
    loadTweetWidgets();
  },
};

export default tweetEmbed;
