// How the recipe tests read a setup page (tests/recipes/recipe.ts) and how the page prints
// its start (src/remark/recipe-start.ts); the recipes themselves run in `npm run test:recipes`.
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import recipeStart from '../../src/remark/recipe-start';
import { follow } from '../recipes/follow';
import { PortLocks, Slots, leasesCanDeadlock } from '../recipes/portLocks';
import { headingSlug, readRecipe, shellCommands, type Recipe } from '../recipes/recipe';

const fixtures = path.join(__dirname, '../fixtures/recipes');

/** A scratch folder holding the given pages, for the recipes that must be refused. */
function pages(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'recipe-pages-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const page = (recipe: string, body: string) =>
  `---\ntitle: T\ndescription: D\nrecipe: "${recipe}"\n---\n\n${body}\n`;

describe('a setup page read as a recipe', () => {
  it('is every step a reader takes, in page order, after the steps its start links to', async () => {
    const recipe = await readRecipe(fixtures, 'page.md');
    expect(recipe?.start).toBe('a folder set up as in [Get the tools](./setup.md#get-the-tools)');
    expect(recipe?.steps.map(({ kind, page, line }) => `${kind} ${page}:${line}`)).toEqual([
      'run setup.md:9',
      'run page.md:9',
      'write page.md:13',
      'write page.md:22',
      'serve page.md:27',
      'run page.md:31',
      'output page.md:34',
    ]);
    expect(recipe?.ports).toEqual([4123]);
    expect(recipe?.exchanges.map((e) => `${e.request.method} ${e.request.target}`)).toEqual([
      'GET /anything',
    ]);
  });

  it('writes only the lines below the cut, into the file the page names', async () => {
    const recipe = await readRecipe(fixtures, 'page.md');
    const writes = recipe?.steps.flatMap((s) => (s.kind === 'write' ? [s] : []));
    expect(writes?.map((w) => w.file)).toEqual(['server/index.ts', 'package.json']);
    expect(writes?.[0]?.content).not.toContain('hidden');
    expect(writes?.[0]?.content).toMatch(/^import \{ createServer \}/);
  });

  it('runs the commands as a shell reads them, without comments', async () => {
    const recipe = await readRecipe(fixtures, 'page.md');
    const commands = recipe?.steps.flatMap((s) => (s.kind === 'run' ? [s.command] : []));
    expect(commands).toEqual([
      'npm install --save-dev --save-exact typescript@4.8.4',
      'npm install --save-exact left-pad@1.3.0 right-pad@1.0.1',
      'echo hello',
    ]);
    expect(
      shellCommands({
        lang: 'bash',
        meta: '',
        line: 1,
        section: null,
        value: 'a \\\n b\n\n# c\nd',
      }),
    ).toEqual([
      { line: 2, command: 'a b' },
      { line: 6, command: 'd' },
    ]);
  });

  it('is null for a page without one', async () => {
    expect(await readRecipe(fixtures, 'not-a-recipe.md')).toBeNull();
  });

  it('starts with the whole recipe of a page its start links to', async () => {
    const root = pages({
      'a.md': page('an empty folder', '```bash\necho a\n```'),
      'b.md': page('the project of [a](./a.md)', '```bash\necho b\n```'),
    });
    const recipe = await readRecipe(root, 'b.md');
    expect(recipe?.steps.map((s) => (s.kind === 'run' ? s.command : s.kind))).toEqual([
      'echo a',
      'echo b',
    ]);
  });

  it('continues the page named by recipe_after, whose start it prints in words', async () => {
    const root = pages({
      'a.md': page('an empty folder', '```bash\necho a\n```'),
      'b.md': page("step a's project", '```bash\necho b\n```').replace(
        'recipe:',
        'recipe_after: ./a.md\nrecipe:',
      ),
    });
    const recipe = await readRecipe(root, 'b.md');
    expect(recipe?.start).toBe("step a's project");
    expect(recipe?.steps.map((s) => (s.kind === 'run' ? s.command : s.kind))).toEqual([
      'echo a',
      'echo b',
    ]);
  });

  it('refuses what a reader could not follow, naming the page and line', async () => {
    const root = pages({
      'output.md': page('x', '```text output\nhi\n```'),
      'serve.md': page('x', '```bash serve=3000\nnpx a\nnpx b\n```'),
      'norecipe.md': page('x', '```bash norecipe\necho\n```'),
      'section.md': page('[nowhere](./output.md#no-such-section)', ''),
      'loop.md': page('[me](./loop.md)', ''),
      'shows.md': page('x', '```text shows=/\nhi\n```'),
      'watch.md': page('x', '```text shows=/ watch="/"\nhi\n```'),
    });
    await expect(readRecipe(root, 'output.md')).rejects.toThrow(
      'output.md:7: an output fence follows the command that prints it',
    );
    await expect(readRecipe(root, 'serve.md')).rejects.toThrow('serve.md:7: serve=PORT');
    await expect(readRecipe(root, 'norecipe.md')).rejects.toThrow('norecipe needs a reason');
    await expect(readRecipe(root, 'section.md')).rejects.toThrow('a section with no steps');
    await expect(readRecipe(root, 'loop.md')).rejects.toThrow('recipes that start from each other');
    await expect(readRecipe(root, 'shows.md')).rejects.toThrow(
      'shows.md:7: a shows fence follows the server it opens',
    );
    await expect(readRecipe(root, 'watch.md')).rejects.toThrow(
      'watch.md:7: watch="PATH=TEXT" opens PATH in a second tab',
    );
  });

  it('finds a section by the anchor the site gives its heading', () => {
    expect(headingSlug('Set up TypeScript')).toBe('set-up-typescript');
    expect(headingSlug('Run it (locally)')).toBe('run-it-locally');
  });
});

describe('the start printed on the page', () => {
  const run = (recipe: unknown, tree: Root) => {
    recipeStart()(tree, { data: { frontMatter: { recipe } } });
    return tree;
  };

  it('opens the page with "Starts from:" and the start, its links kept', () => {
    const tree = run('the project of [step 1](./Step1.md)', {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Body' }] }],
    });
    expect(tree.children[0]).toEqual({
      type: 'paragraph',
      data: { hProperties: { className: ['recipe-start'] } },
      children: [
        { type: 'strong', children: [{ type: 'text', value: 'Starts from:' }] },
        { type: 'text', value: ' ' },
        { type: 'text', value: 'the project of ' },
        { type: 'link', url: './Step1.md', children: [{ type: 'text', value: 'step 1' }] },
        { type: 'text', value: '.' },
      ],
    });
    expect(tree.children).toHaveLength(2);
  });

  it('is absent from a page that declares no recipe', () => {
    const tree = run(undefined, { type: 'root', children: [] });
    expect(tree.children).toEqual([]);
  });
});

describe('recipes that share a port', () => {
  // Ports no recipe uses: the locks are seen by every process on the machine.
  const [A, B, C] = [65_431, 65_432, 65_433];
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Work that records when it starts, when its first server starts, and when it ends. */
  function recorder() {
    const events: string[] = [];
    const work =
      (name: string, ms: number, { before = 0 } = {}) =>
      async (take: () => Promise<void>) => {
        events.push(`${name} start`);
        await sleep(before);
        await take();
        events.push(`${name} serves`);
        await sleep(ms);
        events.push(`${name} end`);
      };
    return { events, work };
  }

  it('take turns, while recipes on other ports run side by side', async () => {
    const locks = new PortLocks();
    const { events, work } = recorder();
    await Promise.all([
      locks.hold([A], work('a', 30)),
      locks.hold([A], work('b', 10)),
      locks.hold([B], work('c', 10)),
    ]);
    expect(events.indexOf('b serves')).toBeGreaterThan(events.indexOf('a end'));
    expect(events.indexOf('c serves')).toBeLessThan(events.indexOf('a end'));
  });

  it('install and type-check while another run holds their port: the port is taken at the first server', async () => {
    const locks = new PortLocks();
    const { events, work } = recorder();
    await Promise.all([
      locks.hold([A], work('a', 60)),
      locks.hold([A], work('b', 10, { before: 5 })),
    ]);
    // b's work before its server ran while a held the port; its server waited for a's end.
    expect(events.indexOf('b start')).toBeLessThan(events.indexOf('a end'));
    expect(events.indexOf('b serves')).toBeGreaterThan(events.indexOf('a end'));
  });

  it('makes two test processes take turns on a port too (the recipes and journeys run side by side)', async () => {
    // Each instance stands for another process's: they share nothing but the lock folders.
    const [recipes, journeys] = [new PortLocks(), new PortLocks()];
    const { events, work } = recorder();
    await Promise.all([
      recipes.hold([A, B], work('a', 300)),
      journeys.hold([B], work('b', 10)),
      journeys.hold([C], work('c', 10)),
    ]);
    // Whichever takes the shared port first, the other's server starts only after it ends.
    const [first, second] = events.indexOf('a serves') < events.indexOf('b serves') ? 'ab' : 'ba';
    expect(events.indexOf(`${second} serves`)).toBeGreaterThan(events.indexOf(`${first} end`));
    expect(events.indexOf('c serves')).toBeLessThan(events.indexOf('a end'));
  });

  it("let a journey take each port as its server there starts, so a recipe on a later page's port runs first", async () => {
    const locks = new PortLocks();
    const events: string[] = [];
    const journey = locks.lease(async (take) => {
      await take(A);
      events.push('journey serves on A');
      await sleep(40);
      await take(B);
      events.push('journey serves on B');
    });
    const recipe = locks.hold([B], async (take) => {
      await sleep(5);
      await take();
      events.push('recipe serves on B');
      await sleep(10);
      events.push('recipe ends');
    });
    await Promise.all([journey, recipe]);
    expect(events).toEqual([
      'journey serves on A',
      'recipe serves on B',
      'recipe ends',
      'journey serves on B',
    ]);
  });

  it('run journeys one at a time when the orders of their ports could make two wait on each other', () => {
    expect(
      leasesCanDeadlock([
        [A, B],
        [B, C],
      ]),
    ).toBe(false);
    expect(
      leasesCanDeadlock([
        [A, B],
        [B, A],
      ]),
    ).toBe(true);
    expect(
      leasesCanDeadlock([
        [A, B],
        [B, C],
        [C, A],
      ]),
    ).toBe(true);
    expect(leasesCanDeadlock([[A], [A]])).toBe(false);
  });

  it('give their slot up while they wait for a port, and get it back before a run not started yet', async () => {
    const [locks, slots] = [new PortLocks(), new Slots(1)];
    const events: string[] = [];
    const run = (name: string, port: number, ms: number) =>
      locks.hold([port], (take) =>
        slots.run(async (away) => {
          events.push(`${name} start`);
          await away(take);
          events.push(`${name} serves`);
          await sleep(ms);
          events.push(`${name} end`);
        }),
      );
    // A holds port A outside the slots (a journey's server, in another process).
    const journey = locks.hold([A], async (take) => {
      await take();
      await sleep(80);
    });
    await sleep(5);
    await Promise.all([run('a', A, 10), run('b', B, 10), run('c', C, 10), journey]);
    // With one slot, b and c ran while a waited for its port instead of after it.
    expect(events.indexOf('b end')).toBeLessThan(events.indexOf('a serves'));
    expect(events.slice(0, 2)).toEqual(['a start', 'b start']);
  });
});

describe('a page that shows the wrong thing', () => {
  /** A port nothing listens on. */
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });

  it('fails at its shows fence, quoting what the browser saw and what the server printed', async () => {
    const port = await freePort();
    // A server whose API throws at its first request: it listens, prints the error, and the
    // page it serves never gets past its loading state.
    const server = `console.error('Error: You seem to have several error formatters'); require('http').createServer((q, s) => s.end()).listen(${port})`;
    const recipe: Recipe = {
      page: 'pages/app.md',
      version: 'v10',
      start: 'an empty folder',
      steps: [
        { kind: 'serve', page: 'pages/app.md', line: 3, port, command: `node -e "${server}"` },
        { kind: 'shows', page: 'pages/app.md', line: 7, path: '/', text: 'hello client\n' },
      ],
      exchanges: [],
      ports: [port],
      includes: [],
    };
    const browser = { textShown: () => Promise.resolve('Loading…') };
    const failure = await follow(recipe, { browser }).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure?.split('\n')).toEqual([
      `pages/app.md:7: http://127.0.0.1:${port}/ shows`,
      '  | Loading…',
      'without "hello client"',
      'the server printed:',
      '  | Error: You seem to have several error formatters',
    ]);
  });
});
