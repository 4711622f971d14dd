// How a reader journey is read from its pages (tests/journeys/journey.ts); the journeys
// themselves run in `npm run test:journeys`.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_DIRS,
  codeFences,
  markdownFiles,
} from '../../src/plugins/code-samples/model/extract';
import { readFileSync } from 'node:fs';
import { fenceJourneys, journeyPlans, readJourney } from '../journeys/journey';

const fixtures = path.join(__dirname, '../fixtures/journeys');
const root = path.join(__dirname, '../..');

describe('a reader journey', () => {
  it('is the blocks its pages mark for it, in reading order, type-checked after each page’s code', async () => {
    const plans = journeyPlans(path.join(fixtures, 'journeys.json'));
    const journey = await readJourney(fixtures, 'shop', plans.shop);
    expect(journey.steps.map(({ kind, page, line }) => `${kind} ${page}:${line}`)).toEqual([
      'run pages/server.md:9',
      'write pages/server.md:18',
      'check pages/server.md:18',
      'serve pages/server.md:29',
      'write pages/client.md:6',
      'check pages/client.md:6',
      'shows pages/client.md:10',
      'run pages/client.md:15',
      'shows pages/client.md:22',
      'shows pages/client.md:26',
    ]);
    expect(journey.ports).toEqual([4123]);
  });

  it('type-checks a Next.js page after its `next build`, which completes the tsconfig.json, and before its server', async () => {
    const plans = journeyPlans(path.join(fixtures, 'journeys.json'));
    const journey = await readJourney(fixtures, 'board', plans.board);
    expect(journey.steps.map(({ kind, page, line }) => `${kind} ${page}:${line}`)).toEqual([
      'write pages/next.md:6',
      'run pages/next.md:11',
      'run pages/next.md:15',
      'check pages/next.md:6',
      'serve pages/next.md:19',
    ]);
  });

  it('writes what the reader sees, and a later page’s file replaces the earlier one', async () => {
    const plans = journeyPlans(path.join(fixtures, 'journeys.json'));
    const journey = await readJourney(fixtures, 'shop', plans.shop);
    const writes = journey.steps.flatMap((s) => (s.kind === 'write' ? [s] : []));
    expect(writes.map((w) => [w.file, w.content])).toEqual([
      ['server/router.ts', 'export const answer = 42;\n'],
      ['server/router.ts', 'export const answer = 43;\n'],
    ]);
  });

  it('takes a norecipe fence that names it, and no other', async () => {
    const plans = journeyPlans(path.join(fixtures, 'journeys.json'));
    const journey = await readJourney(fixtures, 'shop', plans.shop);
    const commands = journey.steps.flatMap((s) => (s.kind === 'run' ? [s.command] : []));
    expect(commands).toContain('npx tsx watch.ts');
    expect(commands).not.toContain('npx tsx other.ts');
  });

  it('clicks what a shows fence names before reading the page, or reads it with JavaScript off', async () => {
    const plans = journeyPlans(path.join(fixtures, 'journeys.json'));
    const journey = await readJourney(fixtures, 'shop', plans.shop);
    const [clicked, scriptless, filled] = journey.steps.filter((s) => s.kind === 'shows');
    expect(clicked).toMatchObject({ path: '/', click: 'Sign in', text: 'Signed in as ada' });
    expect(clicked).not.toHaveProperty('script');
    // `noscript`: what the server rendered, read with JavaScript off.
    expect(scriptless).toMatchObject({ path: '/', script: false, text: 'Signed in as ada' });
    // `fill`: the field of that label gets the text after the first `=`, then the click.
    expect(filled).toMatchObject({ fill: { label: 'Name', value: 'Bo = Bob' }, click: 'Join' });
  });

  it('refuses a page the journey names that marks no block for it', async () => {
    await expect(
      readJourney(fixtures, 'shop', { title: 't', pages: ['pages/server.md', 'journeys.json'] }),
    ).rejects.toThrow();
    await expect(
      readJourney(fixtures, 'other', { title: 't', pages: ['pages/client.md'] }),
    ).rejects.toThrow('pages/client.md: the journey "other" names this page, but no block');
  });

  it('reads a fence’s journeys from its meta', () => {
    expect(fenceJourneys('title="a.ts" journey=port,upgrade')).toEqual(['port', 'upgrade']);
    expect(fenceJourneys('title="a.ts"')).toEqual([]);
    expect(() => fenceJourneys('journey')).toThrow('journey= names');
  });
});

describe('the site’s journeys', () => {
  const plans = journeyPlans();

  it('are each read from their pages without a problem', async () => {
    for (const [name, plan] of Object.entries(plans))
      await expect(readJourney(root, name, plan)).resolves.toMatchObject({ name });
  });

  it('are the only ones a page marks a block for, and each such page is on its journey', () => {
    const pages = CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(root, dir)));
    const stray: string[] = [];
    for (const file of pages) {
      const page = path.relative(root, file);
      for (const fence of codeFences(readFileSync(file, 'utf8')))
        for (const name of fenceJourneys(fence.meta))
          if (!plans[name]?.pages.includes(page))
            stray.push(
              `${page}:${fence.line}: journey=${name}, but that journey does not read this page`,
            );
    }
    expect(stray).toEqual([]);
  });
});
