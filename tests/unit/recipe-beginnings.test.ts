// How recipes and journeys that begin alike do those steps once (tests/recipes/beginnings.ts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Beginnings, sharedBeginnings } from '../recipes/beginnings';
import type { Recipe, Step } from '../recipes/recipe';

const at = { page: 'p.md', line: 1 };
const run = (command: string): Step => ({ ...at, kind: 'run', command });
const write = (file: string, content = ''): Step => ({ ...at, kind: 'write', file, content });
const output = (text: string): Step => ({ ...at, kind: 'output', text });
const serve = (port: number): Step => ({ ...at, kind: 'serve', port, command: 'npx tsx s.ts' });

const recipe = (page: string, steps: Step[]): Recipe => ({
  page,
  version: 'v10',
  start: 'an empty folder',
  steps,
  exchanges: [],
  ports: [],
  includes: [],
});

describe('the beginnings runs share', () => {
  it('are the steps two runs take alike, each the same, wherever the page printing it', () => {
    const setup = [run('npm install typescript'), run('npx tsc --init')];
    const counts = sharedBeginnings([
      recipe('a.md', [...setup, run('npm install zod'), write('a.ts')]),
      recipe('b.md', [...setup, run('npm install zod'), write('b.ts')]),
      recipe('c.md', [{ ...setup[0], page: 'other.md', line: 40 }, setup[1], write('c.ts')]),
      recipe('d.md', [run('npm init -y'), ...setup]),
    ]);
    expect(Object.fromEntries(counts)).toEqual({
      'a.md': [2, 3],
      'b.md': [2, 3],
      'c.md': [2],
      'd.md': [],
    });
  });

  it('stop at the first server, before a command that prints other lines, and need a command', () => {
    const counts = sharedBeginnings([
      recipe('a.md', [run('npm install'), serve(2022), run('npx tsx client.ts')]),
      recipe('b.md', [run('npm install'), serve(2022), run('npx tsx client.ts')]),
      recipe('c.md', [run('npm install'), run('npx tsx hi.ts'), output('hello')]),
      recipe('d.md', [run('npm install'), run('npx tsx hi.ts'), output('hi')]),
      recipe('e.md', [write('x.ts'), run('npx tsx x.ts')]),
      recipe('f.md', [write('x.ts'), run('npx tsc')]),
    ]);
    expect(Object.fromEntries(counts)).toEqual({
      'a.md': [1],
      'b.md': [1],
      'c.md': [1],
      'd.md': [1],
      'e.md': [],
      'f.md': [],
    });
  });
});

describe('a shared beginning', () => {
  const steps = [run('npm install typescript'), run('npx tsc --init'), write('a.ts')];
  const folder = () => mkdtempSync(path.join(tmpdir(), 'beginning-run-'));

  it('is done by the first run; the next starts from a copy of its folder', async () => {
    const store = mkdtempSync(path.join(tmpdir(), 'beginnings-'));
    const first = new Beginnings(store, recipe('a.md', steps), [2]);
    const second = new Beginnings(store, recipe('b.md', steps), [2]);
    const firstDir = folder();
    expect(await first.resume(firstDir)).toBeNull();
    // The second asks before the first is past the beginning: it waits for the copy.
    const secondDir = folder();
    const waiting = second.resume(secondDir);
    mkdirSync(path.join(firstDir, 'node_modules/typescript'), { recursive: true });
    writeFileSync(path.join(firstDir, 'tsconfig.json'), '{}');
    await first.reached(2, firstDir);
    // What the first run does after the beginning is its own.
    writeFileSync(path.join(firstDir, 'a.ts'), 'first');
    expect(await waiting).toEqual({ steps: 2, from: 'a.md' });
    expect(readFileSync(path.join(secondDir, 'tsconfig.json'), 'utf8')).toBe('{}');
    expect(existsSync(path.join(secondDir, 'node_modules/typescript'))).toBe(true);
    expect(existsSync(path.join(secondDir, 'a.ts'))).toBe(false);
  });

  it('is done by every run itself when the run that claimed it ends before it', async () => {
    const store = mkdtempSync(path.join(tmpdir(), 'beginnings-'));
    const first = new Beginnings(store, recipe('a.md', steps), [2]);
    const second = new Beginnings(store, recipe('b.md', steps), [2]);
    expect(await first.resume(folder())).toBeNull();
    const waiting = second.resume(folder());
    first.release();
    expect(await waiting).toBeNull();
  });
});
