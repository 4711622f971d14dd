import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '@docusaurus/types';

async function loadConfig(env: Record<string, string | undefined>): Promise<Config> {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const module = await import('../../docusaurus.config');
  return module.default;
}

type PresetOptions = Record<string, unknown> & {
  gtag?: { trackingID: string; anonymizeIP: boolean };
};

function classicPresetOptions(config: Config): PresetOptions {
  const preset = config.presets?.find((entry) => Array.isArray(entry) && entry[0] === 'classic');
  if (!Array.isArray(preset)) throw new Error('classic preset missing');
  return preset[1] as PresetOptions;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site configuration', () => {
  it('adds analytics with IP anonymisation only when a tracking id is given', async () => {
    const without = await loadConfig({ GTAG_TRACKING_ID: '' });
    expect(classicPresetOptions(without).gtag).toBeUndefined();

    const withId = await loadConfig({ GTAG_TRACKING_ID: 'G-TEST123' });
    expect(classicPresetOptions(withId).gtag).toEqual({
      trackingID: 'G-TEST123',
      anonymizeIP: true,
    });
  });

  it('fixes the site constants: title, versions, TOC levels and colour mode', async () => {
    const config = await loadConfig({});
    expect(config.title).toBe('tRPC');
    const docs = classicPresetOptions(config).docs as {
      lastVersion: string;
      versions: Record<string, { label: string; path: string }>;
    };
    expect(docs.lastVersion).toBe('current');
    expect(docs.versions.current).toMatchObject({ label: '10.x', path: 'v10' });
    expect(docs.versions['9.x']).toMatchObject({ label: '9.x', path: 'v9' });
    const themeConfig = config.themeConfig as {
      tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
      colorMode: { defaultMode: string; respectPrefersColorScheme: boolean };
      announcementBar: { isCloseable: boolean; content: string };
    };
    expect(themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(themeConfig.colorMode).toMatchObject({
      defaultMode: 'light',
      respectPrefersColorScheme: true,
    });
    expect(themeConfig.announcementBar.isCloseable).toBe(false);
    expect(themeConfig.announcementBar.content).toContain('/docs/v10/migrate-from-v9-to-v10');
  });
});

describe('search mode', () => {
  it('uses the local index by default and Algolia when all three settings are given', async () => {
    const local = await loadConfig({
      ALGOLIA_APP_ID: '',
      ALGOLIA_API_KEY: '',
      ALGOLIA_INDEX_NAME: '',
    });
    expect((local.themeConfig as { algolia?: unknown }).algolia).toBeUndefined();
    expect(local.plugins).toContainEqual(['./src/plugins/search/index.ts', { hosted: false }]);

    const hosted = await loadConfig({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_API_KEY: 'KEY',
      ALGOLIA_INDEX_NAME: 'trpc',
    });
    expect((hosted.themeConfig as { algolia?: unknown }).algolia).toMatchObject({
      appId: 'APP',
      indexName: 'trpc',
      contextualSearch: true,
      searchPagePath: 'search',
    });
    expect(hosted.plugins).toContainEqual(['./src/plugins/search/index.ts', { hosted: true }]);
  });
});
