import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { withAnsweredQueries } from '../../src/plugins/code-samples/types/remarkTypeQueries';

// Run from a checkout whose sample projects were never installed: every type would be `any`,
// so the build must stop and say what to run instead.
const home = process.cwd();
const page = path.resolve('tests/fixtures/type-queries/page.md');
const source = readFileSync(page, 'utf8').replace(/```ts nocheck=sketch[\s\S]*?```\n/, '');
afterAll(() => process.chdir(home));

it('fails with the command to run when the sample packages are not installed', () => {
  const bare = mkdtempSync(path.join(tmpdir(), 'no-samples-'));
  mkdirSync(path.join(bare, 'samples', 'v10'), { recursive: true });
  writeFileSync(
    path.join(bare, 'samples', 'v10', 'tsconfig.json'),
    readFileSync('samples/v10/tsconfig.json'),
  );
  process.chdir(bare);
  expect(() => withAnsweredQueries(source, page)).toThrow(
    /samples\/v10 has no packages installed.*npm ci --prefix samples\/v10/,
  );
});
