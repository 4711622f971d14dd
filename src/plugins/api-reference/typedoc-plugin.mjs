// @ts-check
// The site's TypeDoc plugin, loaded beside typedoc-plugin-markdown and typedoc-docusaurus-theme
// (docusaurus-plugin-typedoc runs all three). It does what those cannot know:
// - each module is named by its import path (`@trpc/server/adapters/fastify`), not its file;
// - "Defined in" points at the declaring source file and line in tRPC's repository at the
//   version's tag, read from the packages' declaration maps (the .d.ts TypeDoc reads is a build
//   output the repository does not hold), on the exports only;
// - each page gets the site's front matter, and each export the guides import a "Used in the
//   guides" line linking the pages whose compiled samples import it;
// - an export's deprecation comes first, a long list of call signatures is shortened, and every
//   heading has an id unique on its page;
// - code in the packages' JSDoc is shown, not compiled: the code samples' checker skips it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import {
  Converter,
  DeclarationReflection,
  ParameterType,
  ProjectReflection,
  ReflectionKind,
  SignatureReflection,
} from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';

/**
 * What the site passes in (src/plugins/api-reference/options.ts).
 * @typedef {{ title: string; route: string }} Guide
 * @typedef {{ specifier: string; declarations: string; usedIn: Record<string, Guide[]> }} Module
 * @typedef {{ modules: Module[]; tag: string; label: string }} Site
 */

/** @type {Map<string, TraceMap | null>} */
const maps = new Map();

/** The declaration map of a .d.ts file, when the package ships one. */
function declarationMap(/** @type {string} */ file) {
  if (!maps.has(file)) {
    const mapFile = `${file}.map`;
    maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  }
  return maps.get(file) ?? null;
}

/** @type {Map<string, { dir: string; name: string } | null>} */
const owners = new Map();

/** The folder and name of the tRPC package a file belongs to (`@trpc/server`), or null. */
function packageOf(/** @type {string} */ file) {
  if (!owners.has(file)) owners.set(file, findPackage(file));
  return owners.get(file) ?? null;
}

function findPackage(/** @type {string} */ file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (typeof name === 'string' && name.startsWith('@trpc/')) return { dir, name };
  }
  return null;
}

/**
 * Where a place in a declaration file of a tRPC package comes from in tRPC's repository: the
 * source path from the repository's root (`packages/server/src/router.ts`) and its line, or
 * null. A map's source is relative to the map: inside the package (`../src/router.ts`, where
 * the package ships its sources) it is under `packages/<name>/`; outside it, the path is the
 * repository's, read from `packages/` on. A place the map leaves out (a member the compiler
 * wrote) is taken at the nearest mapped line above it.
 */
function sourceOf(
  /** @type {string} */ file,
  /** @type {number} */ line,
  /** @type {number} */ character,
) {
  const map = declarationMap(file);
  const owner = packageOf(file);
  if (!map || !owner) return null;
  for (let at = line; at >= 1; at -= 1) {
    const position = originalPositionFor(map, { line: at, column: at === line ? character : 0 });
    if (!position.source || position.line === null) continue;
    const resolved = path.resolve(path.dirname(file), position.source);
    const inside = path.relative(owner.dir, resolved);
    const repository = !inside.startsWith('..')
      ? `packages/${owner.name.slice('@trpc/'.length)}/${inside}`
      : position.source.slice(position.source.indexOf('packages/'));
    if (!repository.startsWith('packages/')) continue;
    return { path: repository.split(path.sep).join('/'), line: position.line };
  }
  return null;
}

/**
 * The line of `original` that declares `name`: the mapped line when it names it, else the first
 * line of the source the package ships that declares it (a map can place an interface at its
 * body, a call signature at its return type), else the mapped line.
 */
function declaringLine(
  /** @type {string} */ declarations,
  /** @type {{ path: string; line: number }} */ original,
  /** @type {string} */ name,
) {
  const owner = packageOf(declarations);
  const file = owner && path.join(owner.dir, original.path.split('/').slice(2).join('/'));
  if (!file || !existsSync(file) || !/^[\w$]+$/.test(name)) return original.line;
  const lines = readFileSync(file, 'utf8').split('\n');
  const named = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`);
  if (named.test(lines[original.line - 1] ?? '')) return original.line;
  const declaring = new RegExp(
    `^\\s*(?:export\\s+)?(?:declare\\s+)?(?:(?:async\\s+)?function\\*?|const|let|var|class|interface|type|enum|namespace)\\s+${name.replace(/\$/g, '\\$')}(?![\\w$])`,
  );
  const at = lines.findIndex((line) => declaring.test(line));
  return at >= 0 ? at + 1 : original.line;
}

/** The address of a repository file at a tag, at a line. */
function repositoryUrl(
  /** @type {string} */ tag,
  /** @type {string} */ file,
  /** @type {number} */ line,
) {
  return `https://github.com/trpc/trpc/blob/${tag}/${file}#L${line}`;
}

/** A string as a YAML double-quoted scalar. */
const yaml = (/** @type {string} */ text) => JSON.stringify(text);

/**
 * A module's name inside TypeDoc, which names its page's file: flat (`server-adapters-fastify`),
 * since typedoc-plugin-markdown nests a name with slashes under a folder, and one module's
 * import path begins another's (`@trpc/server`, `@trpc/server/adapters/fastify`).
 */
export function fileName(/** @type {string} */ specifier) {
  return pageSlug(specifier).replace(/\//g, '-');
}

/** The route segment of a module's page: `server/adapters/fastify` for its import path. */
function pageSlug(/** @type {string} */ specifier) {
  return specifier.replace(/^@trpc\//, '');
}

// An export's heading on a module's page: `### name`, `### name()`, struck through when
// deprecated, with its anchor in the MDX comment Docusaurus reads (see the END handler); an `_`
// in the name is escaped.
const ENTRY = /^### (?:~~)?`?((?:[\w$]|\\_)+)`?(?:\(\))?(?:~~)?(?: \{\/\* #[\w-]+ \*\/\})?\s*$/;

/** The name of the export a heading line opens, or null for any other line. */
export function entryName(/** @type {string} */ line) {
  return ENTRY.exec(line)?.[1]?.replace(/\\_/g, '_') ?? null;
}

/**
 * The markdown of a module's page with its "Defined in" lines on the exports only, each followed
 * by a "Used in the guides" line when the guides import the export. A member's own line would
 * repeat its export's file on every property and parameter: the page's size would double.
 */
function withGuides(/** @type {string} */ markdown, /** @type {Record<string, Guide[]>} */ usedIn) {
  /** @type {string[]} */
  const out = [];
  /** @type {{ guides: Guide[] | null } | null} */
  let entry = null;
  for (const line of markdown.split('\n')) {
    const name = entryName(line);
    if (name) entry = { guides: usedIn[name] ?? null };
    if (!line.startsWith('Defined in:')) {
      out.push(line);
      continue;
    }
    if (!entry) {
      // The blank line before a member's "Defined in" goes with it.
      if (out.at(-1) === '') out.pop();
      continue;
    }
    out.push(line);
    if (entry.guides) {
      const links = entry.guides.map((guide) => `[${guide.title}](${guide.route})`).join(', ');
      out.push('', `Used in the guides: ${links}`);
    }
    entry = null;
  }
  return out.join('\n');
}

/**
 * The markdown of a module's page with each export's deprecation moved up from the end of its
 * entry to just under its heading's signature and links: a reader learns first that an export
 * is not to be used.
 */
function deprecationFirst(/** @type {string} */ markdown) {
  // An entry runs from its `### ` heading to the next one or to the end of its kind's group.
  return markdown.replace(/^### [^\n]*\n[\s\S]*?(?=^### |^## |(?![\s\S]))/gm, (entry) => {
    const block = /^#### Deprecated\n[\s\S]*?(?=^#{1,4} |^\*\*\*$|(?![\s\S]))/m.exec(entry);
    if (!block) return entry;
    const rest = entry.replace(block[0], '');
    const at = rest.search(/^#### /m);
    return at < 0 ? rest : rest.slice(0, at) + block[0] + rest.slice(at);
  });
}

/** How many call signatures an export shows before its list is shortened. */
const MOST_SIGNATURES = 3;

/**
 * An export with more call signatures than MOST_SIGNATURES (a generated function typed once for
 * each number of arguments, `mergeRoutersGeneric` with 20) keeps its first two and its last:
 * all of them would be a page of their own of repeated types.
 */
function shortenOverloads(
  /** @type {DeclarationReflection} */ reflection,
  /** @type {Map<string, number>} */ shortened,
) {
  const holder = reflection.type?.type === 'reflection' ? reflection.type.declaration : reflection;
  const signatures = holder.signatures ?? [];
  if (signatures.length <= MOST_SIGNATURES) return;
  holder.signatures = [signatures[0], signatures[1], signatures[signatures.length - 1]].filter(
    (signature) => signature !== undefined,
  );
  shortened.set(reflection.getFullName(), signatures.length);
}

/**
 * The markdown of a module's page with a line under each shortened export's links that says
 * how many call signatures it has and which are shown.
 */
function withShortenedNote(
  /** @type {string} */ markdown,
  /** @type {string} */ module,
  /** @type {Map<string, number>} */ shortened,
) {
  /** @type {number | null} */
  let pending = null;
  return markdown
    .split('\n')
    .flatMap((line) => {
      const name = entryName(line);
      if (name) pending = shortened.get(`${module}.${name}`) ?? null;
      if (pending === null || !line.startsWith('Defined in:')) return [line];
      const note = `It has ${pending} call signatures: the first two and the last are shown here, and every one where it is defined.`;
      pending = null;
      return [line, '', note];
    })
    .join('\n');
}

/** A heading's id as a slug of its text: lower case, words joined by hyphens. */
function slugOf(/** @type {string} */ heading) {
  return heading
    .replace(/\\(.)/g, '$1')
    .replace(/[~`*]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/**
 * The markdown of a page with an id on every heading, unique on the page. TypeDoc names the
 * headings of exports and members its links point to, and leaves the others ("Parameters", a
 * parameter's name) to Docusaurus, whose ids do not count the named ones: a parameter
 * `middleware` under the method `middleware()` would get the method's id.
 */
function uniqueHeadingIds(/** @type {string} */ markdown) {
  const named = /^#{1,6} .*? \{\/\* #([\w-]+) \*\/\}$/;
  const used = new Set(
    markdown
      .split('\n')
      .map((line) => named.exec(line)?.[1])
      .filter(Boolean),
  );
  return markdown
    .split('\n')
    .map((line) => {
      const heading = /^(#{2,6}) (.+)$/.exec(line);
      if (!heading || named.test(line)) return line;
      const base = slugOf(heading[2] ?? '') || 'section';
      let id = base;
      for (let count = 1; used.has(id); count += 1) id = `${base}-${count}`;
      used.add(id);
      return `${line} {/* #${id} */}`;
    })
    .join('\n');
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.options.addDeclaration({
    name: 'referenceSite',
    help: 'The modules the site documents, its docs version, tag and guides (the site sets it).',
    type: ParameterType.Mixed,
    defaultValue: {},
  });
  const site = () => /** @type {Site} */ (app.options.getValue('referenceSite'));
  // This run's exports whose call signatures were shortened, with how many they have: one
  // TypeDoc run per docs version, which Docusaurus may start side by side.
  /** @type {Map<string, number>} */
  const shortened = new Map();

  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    const file = symbol?.declarations?.[0]?.getSourceFile().fileName;
    const module = site().modules.find(
      (candidate) => path.resolve(candidate.declarations) === path.resolve(file ?? ''),
    );
    if (module) reflection.name = fileName(module.specifier);
  });

  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    const { tag } = site();
    for (const reflection of Object.values(context.project.reflections)) {
      if (reflection instanceof DeclarationReflection) shortenOverloads(reflection, shortened);
      if (!(
        reflection instanceof DeclarationReflection || reflection instanceof SignatureReflection
      ))
        continue;
      // "Defined in" is said of tRPC's own code; a member inherited from elsewhere (`Error`'s
      // `message`, a TanStack Query result's fields) is shown without it.
      const sources = reflection.sources ?? [];
      if (sources.some((source) => !packageOf(source.fullFileName))) {
        const own = sources.filter((source) => packageOf(source.fullFileName));
        reflection.sources = own.length > 0 ? own : undefined;
      }
      for (const source of reflection.sources ?? []) {
        const original = sourceOf(source.fullFileName, source.line, source.character);
        if (!original) {
          // No map: the place is named as the package ships it, without a link.
          source.url = undefined;
          continue;
        }
        const line = declaringLine(source.fullFileName, original, reflection.name);
        source.fileName = /** @type {import('typedoc').NormalizedPath} */ (original.path);
        source.line = line;
        source.url = repositoryUrl(tag, original.path, line);
      }
    }
  });

  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const { modules, label } = site();
    const body = (page.contents ?? '')
      // JSDoc's code is the package's, shown as it ships: the code samples' checker skips it.
      .replace(/^```(ts|tsx|typescript|js|javascript)\s*$/gm, '```$1 nocheck=jsdoc')
      // TypeDoc's anchor for a heading, in the MDX comment Docusaurus reads an explicit id from.
      .replace(/^(#{1,6} .*?) \{#([\w-]+)\}$/gm, '$1 {/* #$2 */}');
    const module = modules.find((candidate) => fileName(candidate.specifier) === page.model.name);
    if (module) {
      page.contents =
        frontMatter({
          title: module.specifier,
          sidebar_label: pageSlug(module.specifier),
          description: `Every export of ${module.specifier} at ${label}: signatures, options, JSDoc, where each is defined and which guides use it.`,
          slug: `/reference/${pageSlug(module.specifier)}`,
          sidebar_position: String(readingOrder(modules).indexOf(module) + 1),
        }) +
        uniqueHeadingIds(
          deprecationFirst(
            withShortenedNote(withGuides(body, module.usedIn), page.model.name, shortened),
          ),
        );
      return;
    }
    if (page.model instanceof ProjectReflection) {
      const list = readingOrder(modules)
        .map((candidate) => `- [\`${candidate.specifier}\`](${fileName(candidate.specifier)}.md)`)
        .join('\n');
      page.contents =
        frontMatter({
          title: 'API reference',
          sidebar_label: 'Overview',
          sidebar_position: '0',
          description: `Every export of the tRPC ${label} packages the guides import from, generated from the declarations they compile against.`,
          slug: '/reference',
        }) + `${INTRO(label)}\n\n${list}\n`;
    }
  });
}

/** The packages in the order the sidebar teaches them: the server first, Next.js last. */
const PACKAGE_ORDER = ['@trpc/server', '@trpc/client', '@trpc/react', '@trpc/next'];

/** The modules by package in that order, then by import path. */
function readingOrder(/** @type {Module[]} */ modules) {
  const rank = (/** @type {Module} */ module) => {
    const at = PACKAGE_ORDER.findIndex(
      (name) => module.specifier === name || module.specifier.startsWith(`${name}/`),
    );
    return at < 0 ? PACKAGE_ORDER.length : at;
  };
  return [...modules].sort((a, b) => rank(a) - rank(b) || a.specifier.localeCompare(b.specifier));
}

/**
 * Front matter of the given fields. A generated page has no file in tRPC's repository to edit,
 * so it shows no edit link.
 */
function frontMatter(/** @type {Record<string, string>} */ fields) {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${yaml(value)}`);
  return ['---', ...lines, 'custom_edit_url: null', '---', ''].join('\n');
}

/** The overview's opening paragraph. */
const INTRO = (/** @type {string} */ label) =>
  `One page per import path of the ${label} packages that the guides use, generated from the ` +
  'type declarations the code samples compile against. Each export shows its signature, its ' +
  "type parameters, parameters and options, the package's own JSDoc, a link to where it is " +
  "defined in tRPC's repository at that release, and the guides whose samples import it.";
