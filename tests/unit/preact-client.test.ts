import { afterEach, describe, expect, it } from 'vitest';
import preactClientPlugin from '../../src/plugins/preact-client';

type Config = {
  resolve: { alias: Record<string, string> };
  cache?: { version: string };
  experiments?: { cache?: { version: string } };
};

const docusaurusConfig = (): Config => ({
  resolve: { alias: { react: '/site/node_modules/react', '@site': '/site' } },
  cache: { version: '3.10.2-abc' },
  experiments: { cache: { version: '3.10.2-abc' } },
});

function configured(isServer: boolean): Config {
  const plugin = preactClientPlugin();
  const config = docusaurusConfig();
  const configure = plugin.configureWebpack as unknown as (
    config: Config,
    isServer: boolean,
    utils: unknown,
    content: unknown,
  ) => void;
  configure(config, isServer, {}, undefined);
  return config;
}

describe('preact-client', () => {
  afterEach(() => {
    delete process.env.SITE_PREACT;
  });

  it('keeps React by default, and names the choice in the persistent cache', () => {
    const client = configured(false);
    expect(client.resolve.alias.react).toBe('/site/node_modules/react');
    expect(client.cache?.version).toBe('3.10.2-abc-react');
    expect(client.experiments?.cache?.version).toBe('3.10.2-abc-react');
  });

  it('with SITE_PREACT=1 the browser bundle resolves React to preact/compat, the server render does not', () => {
    process.env.SITE_PREACT = '1';
    const client = configured(false);
    expect(client.resolve.alias).toMatchObject({
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      '@site': '/site',
    });
    // A cache written by a React build is not reused after the switch.
    expect(client.experiments?.cache?.version).toBe('3.10.2-abc-preact');
    const server = configured(true);
    expect(server.resolve.alias.react).toBe('/site/node_modules/react');
    expect(server.cache?.version).toBe('3.10.2-abc-preact');
  });
});
