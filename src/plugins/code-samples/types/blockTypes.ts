// The types of every block, kept in the repository next to this file (cache/<page>.json), keyed
// by everything they depend on (./twoslash.ts `typesKey`). Computing them takes twoslash about
// 3 minutes for the whole site, ten times the rest of the build; with the cache a build computes
// only the blocks a change touched, and writes them here to be committed with the page.
// tests/build/code-types.test.ts fails when a page's entries are missing or stale.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIRS, extractBlocks, type SampleBlock } from '../model/extract';
import { groupByPage } from '../model/project';
import { computeTypes, typesKey, type ComputedTypes } from './twoslash';

export type BlockTypes = ComputedTypes & { key: string };

type CacheFile = { blocks: BlockTypes[] };

// Commands run from the repository root, as the sample checker does.
const CACHE_DIR = path.resolve('src/plugins/code-samples/types/cache');

/** Pages whose types are kept: the site's content, not test fixtures. */
const CONTENT = new RegExp(`^(?:${CONTENT_DIRS.join('|')})/`);

function relativePage(page: string): string {
  return path.relative(process.cwd(), path.resolve(page)).split(path.sep).join('/');
}

/** Where a page's types are kept, or null for a page outside the site's content. */
export function cacheFileOf(page: string): string | null {
  const relative = relativePage(page);
  return CONTENT.test(relative) ? path.join(CACHE_DIR, `${relative}.json`) : null;
}

/** Every file of the cache, by absolute path. */
export function cacheFiles(): string[] {
  if (!existsSync(CACHE_DIR)) return [];
  return readdirSync(CACHE_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(CACHE_DIR, file));
}

function readCache(file: string | null): Map<string, BlockTypes> {
  if (!file || !existsSync(file)) return new Map();
  const { blocks } = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
  return new Map(blocks.map((block) => [block.key, block]));
}

/** Results computed in this process, so a page the build renders twice is computed once. */
const computed = new Map<string, BlockTypes>();

type KeyedBlock = { group: SampleBlock[]; index: number; key: string };

/** Each ts/tsx block of the page in page order, with its project and key; null if not compiled. */
function keyedBlocks(source: string, page: string): (KeyedBlock | null)[] {
  const blocks = extractBlocks(source, page);
  const groups = groupByPage(blocks.filter((block) => !block.skip));
  return blocks.map((block) => {
    if (block.skip) return null;
    const group = groups.find((candidate) => candidate.includes(block)) ?? [];
    const index = group.indexOf(block);
    return { group, index, key: typesKey(group, index) };
  });
}

/** The cache keys of a page's ts/tsx blocks, in page order; null for a block not compiled. */
export function pageKeys(source: string, page: string): (string | null)[] {
  return keyedBlocks(source, page).map((block) => block?.key ?? null);
}

/**
 * The types of each ts/tsx block of the page, in page order (null for a block the checker does
 * not compile): from the cache, computing what it lacks and rewriting the page's cache file when
 * it changed.
 */
export function pageTypes(source: string, page: string): (BlockTypes | null)[] {
  const file = cacheFileOf(page);
  const cached = readCache(file);
  let changed = false;
  const types = keyedBlocks(source, page).map((block) => {
    if (!block) return null;
    const { group, index, key } = block;
    const kept = cached.get(key);
    if (kept) return kept;
    changed = true;
    const fresh = computed.get(key) ?? { key, ...computeTypes(group, index) };
    computed.set(key, fresh);
    return fresh;
  });
  const kept = types.filter((entry): entry is BlockTypes => entry !== null);
  if (file && (changed || kept.length !== cached.size)) {
    if (kept.length === 0) rmSync(file, { force: true });
    else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ blocks: kept } satisfies CacheFile)}\n`);
    }
  }
  return types;
}
