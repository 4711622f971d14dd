import { spawnSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Builds a tiny site that uses the real build rules (src/config/buildRules.ts) with one
// broken page at a time, and expects Docusaurus to refuse it.
const fixture = path.resolve(__dirname, '../fixtures/build-rules-site');
const copies: string[] = [];

function buildWith(name: string, brokenPages: Record<string, string>) {
  // The copy sits beside the fixture so its relative import of the rules still resolves.
  const siteDir = path.resolve(__dirname, `../fixtures/.tmp-${name}`);
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(fixture, siteDir, { recursive: true });
  copies.push(siteDir);
  for (const [file, content] of Object.entries(brokenPages)) {
    writeFileSync(path.join(siteDir, file), content);
  }
  const result = spawnSync(
    'npx',
    ['docusaurus', 'build', siteDir, '--out-dir', path.join(siteDir, 'build')],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
  );
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('the build refuses broken content', () => {
  it('builds the fixture when nothing is broken', () => {
    const { status, output } = buildWith('clean', {});
    expect(output).toContain('Generated static files');
    expect(status).toBe(0);
  });

  it('fails on a broken link', () => {
    const { status, output } = buildWith('link', {
      'docs/broken.md': '# Broken\n\n[Nowhere](/docs/this-page-does-not-exist)\n',
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/broken link/i);
    expect(output).toContain('/docs/this-page-does-not-exist');
  });

  it('fails on a broken anchor', () => {
    const { status, output } = buildWith('anchor', {
      'docs/broken.md': '# Broken\n\n[Missing section](./intro.md#no-such-heading)\n',
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/broken anchor/i);
    expect(output).toContain('no-such-heading');
  });

  it('fails on a Markdown link to a missing file', () => {
    const { status, output } = buildWith('md-link', {
      'docs/broken.md': '# Broken\n\n[Gone](./missing-page.md)\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('missing-page.md');
  });

  it('fails on a duplicate route', () => {
    const { status, output } = buildWith('duplicate', {
      'docs/twin.md': '---\nslug: /intro\n---\n\n# Twin\n\nThis page claims the intro route too.\n',
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/duplicate route|more than once|same route/i);
  });
});
