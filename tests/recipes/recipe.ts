// A setup page read as a recipe: what it starts from and, in page order, what a reader does —
// the commands the page prints, the files it shows (only the lines below the cut: hidden setup
// is exactly what a reader does not have), what a command prints, and the HTTP exchanges the
// page's server answers. The pages are the only input: nothing here knows a page by name.
//
// The start (front matter `recipe`) is printed on the page (src/remark/recipe-start.ts). A
// link in it to another page is part of the recipe: to a section (`./quickstart.md#set-up-
// typescript`), that section's steps come first; to a whole page, that page's recipe does.
// A page that continues another one's project without linking to it (the landing page's
// steps, which must not link to their own unlisted pages) names it in `recipe_after`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { CUT_LANGS, CUT_LINE, metaValue } from '../../src/plugins/code-samples/syntax';
import { recipeStartLinks } from '../../src/remark/recipe-start';
import { httpExchanges, type Exchange } from '../../samples/doctest';
import {
  CONTENT_DIRS,
  codeFences,
  extractBlocks,
  markdownFiles,
  isShown,
  versionOfPage,
  type Fence,
  type SampleBlock,
  type SampleVersion,
} from '../../src/plugins/code-samples/model/extract';

/** Where a step is printed: its page (a recipe may start with another page's steps) and line. */
type At = { page: string; line: number };

export type Step = At &
  (
    | { kind: 'write'; file: string; content: string }
    | { kind: 'run'; command: string }
    | { kind: 'serve'; command: string; port: number }
    | { kind: 'output'; text: string }
    | {
        kind: 'shows';
        path: string;
        text: string;
        click?: string;
        fill?: { label: string; value: string };
        script?: false;
        watch?: { path: string; ready: string };
      }
    | { kind: 'check' }
  );
// - write: creates the file the page shows under that name (a `package.json` is merged into
//   the one npm made);
// - run: a command run to its end, which must exit with 0;
// - serve: a command that keeps running (a server), awaited until `port` listens;
// - output: what the `run` before it prints, its first lines of output;
// - shows: what a browser shows at `path` of the server started last, line by line; with
//   `click`, after a click on the button or link of that name (`shows=/ click="Sign in"`);
//   first filling the field of a label (`fill="Name=Grace Hopper" click="Join"`); with
//   `noscript`, with JavaScript off: what the server rendered (`shows=/ noscript`); with
//   `watch`, what a second tab shows, opened at a path before the fill and click and showing
//   a text there (`watch="/=Live"`), without a reload: what reached it live;
// - check: the project as written so far type-checks (a journey checks after every page).

export type Recipe = {
  /** Page path relative to the repository root. */
  page: string;
  version: SampleVersion;
  /** What the reader starts from, as the page prints it (front matter `recipe`). */
  start: string;
  steps: Step[];
  /** The exchanges the page prints, sent to its server once every step has run. */
  exchanges: Exchange[];
  /** Ports the recipe's servers listen on, so recipes sharing one never run at once. */
  ports: number[];
  /** Pages whose whole recipe this one runs first (so following this one follows them too). */
  includes: string[];
};

/** Shell languages whose fences a recipe runs, one command per line. */
const SHELL_LANGS = new Set(['bash', 'sh', 'shell']);

/** A fence title that names a file the reader creates (`server/index.ts`, `tsconfig.json`). */
const FILE_TITLE = /^[\w@.[\]/-]+\.[a-z]+$/;

/** A meta value that may be quoted, such as `title="server/index.ts"` or `click="Sign in"`. */
function quotedMeta(meta: string, key: string): string | null {
  const match = new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(meta);
  return match?.[1] ?? match?.[2] ?? match?.[3] ?? null;
}

function titleOf(meta: string): string | null {
  return quotedMeta(meta, 'title');
}

/** A heading's anchor as the site makes it (lower case, punctuation dropped, dashes). */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/**
 * The commands of a shell fence: comments and blank lines dropped, a line ending in `\`
 * joined with the next, as a shell reads them.
 */
export function shellCommands(fence: Fence): { line: number; command: string }[] {
  const commands: { line: number; command: string }[] = [];
  let start = 0;
  let parts: string[] = [];
  for (const [index, text] of fence.value.split('\n').entries()) {
    const trimmed = text.trim();
    if (parts.length === 0 && (trimmed === '' || trimmed.startsWith('#'))) continue;
    if (parts.length === 0) start = fence.line + 1 + index;
    const continues = trimmed.endsWith('\\');
    parts.push(continues ? trimmed.slice(0, -1).trim() : trimmed);
    if (!continues) {
      commands.push({ line: start, command: parts.join(' ') });
      parts = [];
    }
  }
  if (parts.length > 0) commands.push({ line: start, command: parts.join(' ') });
  return commands;
}

/** The lines of a TypeScript block's files that the reader sees, per file the page names. */
function shownTypeScriptFiles(block: SampleBlock | undefined): { file: string; content: string }[] {
  if (!block) return [];
  return block.files
    .filter((file) => file.named && isShown(file))
    .map((file) => ({
      file: file.name,
      content: `${file.content.split('\n').slice(file.hiddenLines).join('\n').trim()}\n`,
    }));
}

/** A file fence in another language: the whole text, below a cut if the language has one. */
function shownFile(fence: Fence, title: string): { file: string; content: string } {
  const lines = fence.value.split('\n');
  const cut = CUT_LANGS.has(fence.lang ?? '') ? lines.findIndex((l) => CUT_LINE.test(l)) : -1;
  return {
    file: title,
    content: `${lines
      .slice(cut + 1)
      .join('\n')
      .trim()}\n`,
  };
}

/**
 * What a reader does with one fence of a page: the steps it stands for, in order. A fence
 * marked `norecipe` stands for none, unless `taken` says a journey takes it: a section that
 * continues a journey's app (its files import the app's) has no place in the page's own recipe.
 */
function fenceSteps(
  fence: Fence,
  page: string,
  block: SampleBlock | undefined,
  taken: boolean,
): Step[] {
  const at = { page, line: fence.line };
  const norecipe = metaValue(fence.meta, 'norecipe');
  if (norecipe !== undefined) {
    if (!norecipe) throw new Error(`${page}:${fence.line}: norecipe needs a reason (norecipe=why)`);
    if (!taken) return [];
  }
  const lang = fence.lang ?? '';
  if (SHELL_LANGS.has(lang)) {
    const serve = metaValue(fence.meta, 'serve');
    const commands = shellCommands(fence);
    if (serve === undefined)
      return commands.map(({ line, command }) => ({ kind: 'run', page, line, command }));
    const port = Number(serve);
    const [only] = commands;
    if (!only || commands.length !== 1 || !Number.isInteger(port) || port <= 0)
      throw new Error(
        `${page}:${fence.line}: serve=PORT marks a fence of one command that listens on PORT`,
      );
    return [{ kind: 'serve', page, line: only.line, command: only.command, port }];
  }
  if (metaValue(fence.meta, 'output') !== undefined)
    return [{ kind: 'output', ...at, text: fence.value }];
  const shows = metaValue(fence.meta, 'shows');
  if (shows !== undefined) {
    if (!shows?.startsWith('/'))
      throw new Error(`${page}:${fence.line}: shows=PATH names the path the browser opens`);
    const click = quotedMeta(fence.meta, 'click');
    const filled = quotedMeta(fence.meta, 'fill');
    const noscript = metaValue(fence.meta, 'noscript') !== undefined;
    if ((click || filled) && noscript)
      throw new Error(`${page}:${fence.line}: a page without JavaScript has nothing to click`);
    const [label, ...value] = filled?.split('=') ?? [];
    if (filled !== null && (!label || value.length === 0))
      throw new Error(`${page}:${fence.line}: fill="LABEL=VALUE" names a field and its text`);
    const fill = label ? { label, value: value.join('=') } : null;
    const watched = quotedMeta(fence.meta, 'watch');
    const [watchPath, ...ready] = watched?.split('=') ?? [];
    if (watched !== null && (!watchPath?.startsWith('/') || ready.length === 0 || noscript))
      throw new Error(
        `${page}:${fence.line}: watch="PATH=TEXT" opens PATH in a second tab and waits for TEXT there, with JavaScript on`,
      );
    const watch = watchPath ? { path: watchPath, ready: ready.join('=') } : null;
    return [
      {
        kind: 'shows',
        ...at,
        path: shows,
        text: fence.value,
        ...(click ? { click } : {}),
        ...(fill ? { fill } : {}),
        ...(noscript ? { script: false as const } : {}),
        ...(watch ? { watch } : {}),
      },
    ];
  }
  if (lang === 'ts' || lang === 'tsx')
    return shownTypeScriptFiles(block).map((file) => ({ kind: 'write', ...at, ...file }));
  const title = titleOf(fence.meta);
  if (title !== null && FILE_TITLE.test(title) && lang !== 'http')
    return [{ kind: 'write', ...at, ...shownFile(fence, title) }];
  return [];
}

export type ParsedPage = {
  start: string | null;
  /** The page whose whole recipe comes first (front matter `recipe_after`), if any. */
  after: string | null;
  fences: Fence[];
  /** Each fence's steps, in page order. */
  steps: { fence: Fence; steps: Step[] }[];
};

export async function parsePage(
  root: string,
  page: string,
  /** Whether a journey being read takes the fence (then `norecipe` does not drop it). */
  takes: (fence: Fence) => boolean = () => false,
): Promise<ParsedPage> {
  const text = readFileSync(path.join(root, page), 'utf8');
  const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: page, fileContent: text });
  const start = frontMatter.recipe;
  if (start !== undefined && (typeof start !== 'string' || start.trim() === ''))
    throw new Error(`${page}: front matter "recipe" says what the reader starts from, as text`);
  const after = frontMatter.recipe_after;
  if (after !== undefined && (typeof after !== 'string' || start === undefined))
    throw new Error(`${page}: front matter "recipe_after" names a page, beside "recipe"`);
  // The whole file is parsed, front matter included, so lines are the file's own.
  const fences = codeFences(text);
  const blocks = new Map(extractBlocks(text, page).map((block) => [block.line, block]));
  return {
    start: start?.trim() ?? null,
    after: after ?? null,
    fences,
    steps: fences.map((fence) => ({
      fence,
      steps: fenceSteps(fence, page, blocks.get(fence.line), takes(fence)),
    })),
  };
}

/** The steps a linked start stands for: a section's, or the linked page's whole recipe. */
async function startSteps(
  root: string,
  page: string,
  start: string,
  seen: string[],
): Promise<{ steps: Step[]; includes: string[] }> {
  const steps: Step[] = [];
  const includes: string[] = [];
  const links = recipeStartLinks(start).map((link) => link.url);
  for (const url of links) {
    const [file = '', anchor] = url.split('#');
    if (!/\.mdx?$/.test(file)) continue;
    const target = path.relative(root, path.resolve(root, path.dirname(page), file));
    if (anchor === undefined) {
      const linked = await recipeOf(root, target, seen);
      if (!linked) throw new Error(`${page}: its start links to ${target}, which has no recipe`);
      steps.push(...linked.steps);
      includes.push(target, ...linked.includes);
      continue;
    }
    const parsed = await parsePage(root, target);
    const inSection = parsed.steps.filter(
      ({ fence }) => fence.section !== null && headingSlug(fence.section) === anchor,
    );
    if (inSection.length === 0)
      throw new Error(`${page}: its start links to ${target}#${anchor}, a section with no steps`);
    steps.push(...inSection.flatMap((entry) => entry.steps));
  }
  return { steps, includes };
}

async function recipeOf(root: string, page: string, seen: string[]): Promise<Recipe | null> {
  if (seen.includes(page))
    throw new Error(`${[...seen, page].join(' -> ')}: recipes that start from each other`);
  const parsed = await parsePage(root, page);
  if (parsed.start === null) return null;
  const start = parsed.after === null ? parsed.start : `${parsed.start} [](${parsed.after})`;
  const before = await startSteps(root, page, start, [...seen, page]);
  const steps = [...before.steps, ...parsed.steps.flatMap((entry) => entry.steps)];
  steps.forEach((step, index) => {
    if (step.kind === 'output' && steps[index - 1]?.kind !== 'run')
      throw new Error(
        `${step.page}:${step.line}: an output fence follows the command that prints it`,
      );
    if (step.kind === 'shows' && !steps.slice(0, index).some((s) => s.kind === 'serve'))
      throw new Error(`${step.page}:${step.line}: a shows fence follows the server it opens`);
  });
  return {
    page,
    version: versionOfPage(page),
    start: parsed.start,
    steps,
    // An exchange marked norecipe is with a host the reader deploys to, not one on their machine.
    exchanges: httpExchanges(
      parsed.fences.filter((fence) => metaValue(fence.meta, 'norecipe') === undefined),
      page,
    ),
    ports: [...new Set(steps.flatMap((step) => (step.kind === 'serve' ? [step.port] : [])))],
    includes: before.includes,
  };
}

/** The page's recipe, or null when its front matter declares none. */
export function readRecipe(root: string, page: string): Promise<Recipe | null> {
  return recipeOf(root, page, []);
}

/**
 * The recipes the pages declare, each followed once: a recipe that another one runs whole (the
 * landing page's steps 1 and 2, run by step 3) is followed as part of that one.
 */
export async function followedRecipes(root: string): Promise<Recipe[]> {
  const pages = CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(root, dir))).map((file) =>
    path.relative(root, file),
  );
  const declared = (await Promise.all(pages.map((page) => readRecipe(root, page)))).filter(
    (recipe): recipe is Recipe => recipe !== null,
  );
  const included = new Set(declared.flatMap((recipe) => recipe.includes));
  return declared.filter((recipe) => !included.has(recipe.page));
}
