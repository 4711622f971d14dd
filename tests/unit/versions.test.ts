// The table of docs versions (samples/versions.json): what reads it, and that adding a version
// is one row plus its sample project (tests/fixtures/versions/with-v11.json).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import knipConfig from '../../knip';
import { CONTENT_DIRS } from '../../src/plugins/code-samples/model/extract';
import { docsPluginVersions, readVersions, VERSIONS, versionOf } from '../../src/content/versions';

const withV11 = path.resolve('tests/fixtures/versions/with-v11.json');

describe('the table of versions', () => {
  it('names 10.x (current) and 9.x, and the folders of their pages', () => {
    expect(VERSIONS.map((v) => [v.sample, v.docs, v.label])).toEqual([
      ['v10', 'current', '10.x'],
      ['v9', '9.x', '9.x'],
    ]);
    expect(CONTENT_DIRS).toEqual(['docs', 'versioned_docs/version-9.x', 'blog']);
  });

  it('gives each page its version by folder: docs/ is current, the blog is 9.x', () => {
    expect(versionOf('docs/server/router.md').sample).toBe('v10');
    expect(versionOf('versioned_docs/version-9.x/server/router.md').sample).toBe('v9');
    expect(versionOf('/work/site/blog/2021-05-05-introducing-trpc.md').sample).toBe('v9');
  });

  it('feeds the docs plugin and knip', () => {
    expect(docsPluginVersions()).toEqual({
      current: { label: '10.x', path: 'v10', badge: false },
      '9.x': { label: '9.x', path: 'v9', badge: false, banner: 'none' },
    });
    const workspaces = typeof knipConfig === 'function' ? {} : (knipConfig.workspaces ?? {});
    expect(Object.keys(workspaces)).toEqual(['.', 'samples/v10', 'samples/v9']);
  });

  it('adding 11.x is one row: pages, the docs plugin and npm run setup follow it', () => {
    const versions = readVersions(withV11);
    expect(versionOf('docs/server/router.md', versions).sample).toBe('v11');
    expect(versionOf('versioned_docs/version-10.x/server/router.md', versions).sample).toBe('v10');
    expect(versionOf('blog/post.md', versions).sample).toBe('v9');
    expect(Object.keys(docsPluginVersions(versions))).toEqual(['current', '10.x', '9.x']);
    const plan = execFileSync('node', ['scripts/setup.mjs', '--dry-run', '--no-system'], {
      env: { ...process.env, SAMPLE_VERSIONS_FILE: withV11 },
      encoding: 'utf8',
    });
    expect(plan.trim().split('\n')).toEqual([
      '$ npm ci --no-audit --no-fund',
      '$ npm ci --prefix samples/v11 --no-audit --no-fund',
      '$ npm ci --prefix samples/v10 --no-audit --no-fund',
      '$ npm ci --prefix samples/v9 --no-audit --no-fund',
      // Not a docs version: Node.js 18 for the doc tests, whatever the table holds.
      '$ npm ci --prefix tests/support/node18 --no-audit --no-fund',
    ]);
  });

  it('refuses a table with two current versions or a folder claimed twice, naming the file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'versions-'));
    const write = (name: string, versions: object[]) => {
      const file = path.join(dir, name);
      writeFileSync(file, JSON.stringify({ versions }));
      return file;
    };
    const row = { sample: 'v1', docs: 'current', label: '1.x', path: 'v1', tag: 'v1.0.0' };
    const twoCurrent = write('two.json', [
      { ...row, content: ['docs'], branches: [] },
      { ...row, sample: 'v2', content: ['other'], branches: [] },
    ]);
    expect(() => readVersions(twoCurrent)).toThrow(`${twoCurrent}: exactly one version`);
    const twice = write('twice.json', [
      { ...row, content: ['docs'], branches: [] },
      { ...row, sample: 'v2', docs: '2.x', content: ['docs'], branches: [] },
    ]);
    expect(() => readVersions(twice)).toThrow('a content folder is listed twice');
  });
});
