// What a page's install lines pin, and the peer ranges of the pinned packages, for the doc tests
// of pages that say which React or Next.js they need.
import { createRequire } from 'node:module';
import type { DocPage } from '../../doctest';

const requireHere = createRequire(import.meta.url);

/** Every `name@version` of the page's `npm install` lines (in ```bash fences), by name. */
export function pinnedBy(page: DocPage): Record<string, string> {
  const pins: Record<string, string> = {};
  for (const fence of page.fences('bash')) {
    for (const line of fence.value.split('\n')) {
      if (!/^npm install\s/.test(line.trim())) continue;
      for (const token of line.trim().split(/\s+/).slice(2)) {
        const match = /^((?:@[\w.-]+\/)?[\w.-]+)@(.+)$/.exec(token);
        if (match?.[1] && match[2]) pins[match[1]] = match[2];
      }
    }
  }
  return pins;
}

/** The packages samples/v9 pins: what the pages' code samples are checked against. */
export function samplePackages(): Set<string> {
  const manifest = requireHere('../package.json') as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);
}

/** The installed version of a package of samples/v9, the one the pages are checked against. */
export function installedVersion(name: string): string {
  return (requireHere(`${name}/package.json`) as { version: string }).version;
}

/** A package's peer range for `peer`, as samples/v9 has it installed. */
export function peerRange(name: string, peer: string): string {
  const manifest = requireHere(`${name}/package.json`) as {
    peerDependencies?: Record<string, string>;
  };
  return manifest.peerDependencies?.[peer] ?? '';
}

/**
 * Whether `version` (x.y.z) is in a peer range made of `^x.y.z`, `>=x.y.z` and `||`, the forms
 * the React and Next.js peers of these packages use.
 */
export function inRange(version: string, range: string): boolean {
  const parse = (text: string) => text.split(/[.-]/).slice(0, 3).map(Number);
  const [major = 0, minor = 0, patch = 0] = parse(version);
  const atLeast = (low: number[]) => {
    const [a = 0, b = 0, c = 0] = low;
    return major !== a ? major > a : minor !== b ? minor > b : patch >= c;
  };
  return range.split('||').some((part) => {
    const text = part.trim();
    const caret = /^\^(\S+)$/.exec(text);
    if (caret?.[1]) return parse(caret[1])[0] === major && atLeast(parse(caret[1]));
    const min = /^>=(\S+)$/.exec(text);
    if (min?.[1]) return atLeast(parse(min[1]));
    throw new Error(`range form not handled: ${text}`);
  });
}
