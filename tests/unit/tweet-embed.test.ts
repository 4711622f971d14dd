// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true } }
import { beforeEach, describe, expect, it, vi } from 'vitest';
import tweetEmbed from '../../src/clientModules/tweetEmbed';
import { loadTweetWidgets } from '../../src/clientModules/tweetWidgets';

const scriptSelector = 'script#twitter-widgets-js';

beforeEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as { twttr?: unknown }).twttr;
});

describe('tweet embed client module', () => {
  it('loads nothing on a page without an embed', async () => {
    document.body.innerHTML = '<main><p>No tweets here.</p></main>';
    tweetEmbed.onRouteDidUpdate?.({ location: window.location, previousLocation: null } as never);
    // Long enough for the widget code's import to have settled, had it started.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector(scriptSelector)).toBeNull();
  });

  it('adds the widget script after a navigation to a page with an embed', async () => {
    document.body.innerHTML = '<blockquote class="twitter-tweet"></blockquote>';
    tweetEmbed.onRouteDidUpdate?.({ location: window.location, previousLocation: null } as never);
    await vi.waitFor(() => expect(document.querySelector(scriptSelector)).not.toBeNull());
  });

  it('adds the widget script once, asynchronously, on a page with an embed', () => {
    document.body.innerHTML =
      '<blockquote class="twitter-tweet"><a href="https://twitter.com/x/status/1">t</a></blockquote>';
    loadTweetWidgets();
    loadTweetWidgets();
    const scripts = document.querySelectorAll(scriptSelector);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://platform.twitter.com/widgets.js');
  });

  it('asks the loaded widget library to re-scan after each route change', async () => {
    const load = vi.fn();
    (window as unknown as { twttr: unknown }).twttr = { widgets: { load } };
    document.body.innerHTML = '<blockquote class="twitter-tweet"></blockquote>';
    tweetEmbed.onRouteDidUpdate?.({ location: window.location, previousLocation: null } as never);
    tweetEmbed.onRouteDidUpdate?.({ location: window.location, previousLocation: null } as never);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
