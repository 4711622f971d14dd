import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIRS, markdownFiles } from '../../src/plugins/code-samples/model/extract';
import { pageProjects } from '../../src/plugins/playground/build/projects';
import { needsJsx } from '../../src/plugins/playground/shared/protocol';

// The playground compiles a project without a .tsx file without the samples' `jsx` option, which
// only takes away React's global names (`JSX`, `React`): none of those projects may use them.
const projects = CONTENT_DIRS.flatMap((dir) => markdownFiles(path.resolve(dir))).flatMap((file) => {
  const page = pageProjects(readFileSync(file, 'utf8'), file);
  return Object.values(page.blocks).map((block) => ({
    page: path.relative(process.cwd(), file),
    files: block.files.flatMap((index) => page.files[index] ?? []),
  }));
});

type Project = (typeof projects)[number];

/** Files of .ts-only projects that name `JSX` or `React` without importing React. */
function reactGlobalUses(all: Project[]): string[] {
  return all
    .filter((project) => !needsJsx(project.files.map((file) => file.name)))
    .flatMap((project) =>
      project.files
        .filter(
          (file) =>
            /\b(JSX|React)\b/.test(file.content) && !/from ['"]react['"]/.test(file.content),
        )
        .map((file) => `${project.page}: ${file.name}`),
    );
}

describe("the playground's compiler options for a project of .ts files", () => {
  const tsOnly = projects.filter((project) => !needsJsx(project.files.map((file) => file.name)));

  it('apply to most projects, and not to those with a .tsx file', () => {
    expect(tsOnly.length).toBeGreaterThan(50);
    expect(projects.length - tsOnly.length).toBeGreaterThan(5);
  });

  it("leave out no name a file uses: none of them refers to React's globals", () => {
    expect(reactGlobalUses(projects)).toEqual([]);
  });

  it('would be caught leaving out `JSX` for a .ts file that names it', () => {
    const file = { name: 'view.ts', content: 'export type View = () => JSX.Element;\n' };
    const project = { page: 'docs/example.md', files: [{ ...file, hiddenLines: 0, shown: true }] };
    expect(reactGlobalUses([project])).toEqual(['docs/example.md: view.ts']);
    expect(
      reactGlobalUses([{ ...project, files: [{ ...project.files[0], name: 'view.tsx' }] }]),
    ).toEqual([]);
  });
});
