// What a page's install lines pin, and the manifests of the packages samples/v10 checks the
// samples against, for the doc tests of pages that say which versions they install.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocPage } from '../../doctest';

const SAMPLES = path.join(__dirname, '..');

export type Manifest = {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

const manifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/** The package as samples/v10 has it installed: what the page's samples are checked against. */
export const installed = (name: string): Manifest =>
  manifest(path.join(SAMPLES, 'node_modules', name));

/** samples/v10's own manifest: the versions it pins. */
export const samples: Manifest = manifest(SAMPLES);

/** Every `name@version` of the page's `npm install` lines, by name. */
export function pinnedBy(page: DocPage): Record<string, string> {
  const pins: Record<string, string> = {};
  for (const fence of page.fences('bash'))
    for (const line of fence.value.split('\n')) {
      if (!/^npm install\s/.test(line.trim())) continue;
      for (const token of line.trim().split(/\s+/)) {
        const match = /^((?:@[\w.-]+\/)?[\w.-]+)@(.+)$/.exec(token);
        if (match?.[1] && match[2]) pins[match[1]] = match[2];
      }
    }
  return pins;
}
