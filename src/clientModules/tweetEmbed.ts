import type { ClientModule } from '@docusaurus/types';

// Only a page that really holds an embed (`<blockquote class="twitter-tweet">`) loads the code
// that adds Twitter's widget script (./tweetWidgets.ts); every other page pays for this check.
const tweetEmbed: ClientModule = {
  onRouteDidUpdate() {
    if (document.querySelector('blockquote.twitter-tweet') === null) return;
    import('./tweetWidgets').then(
      ({ loadTweetWidgets }) => loadTweetWidgets(),
      (error: unknown) => console.warn('The embedded tweets could not be loaded.', error),
    );
  },
};

export default tweetEmbed;
