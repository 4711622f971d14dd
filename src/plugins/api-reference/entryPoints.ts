// What the API reference of a docs version documents: every module of tRPC's packages that the
// version's guides import from (`@trpc/server`, `@trpc/server/adapters/fastify`, …), resolved to
// the declaration file the code samples compile against, and for each name the guides import,
// the pages that import it ("used in the guides").
import path from 'node:path';
import ts from 'typescript';
import { guidePages, importedNames } from '../../content/guidePages';
import { sampleCompilerOptions, type DocsVersion } from '../../content/versions';

const ROOT = path.resolve(__dirname, '../../..');

/** A guide that imports a name: where the name's entry links to. */
type Guide = { title: string; route: string };

export type ReferenceModule = {
  /** The import path, as the guides write it: `@trpc/server/adapters/fastify`. */
  specifier: string;
  /** The declaration file it resolves to in the version's sample project. */
  declarations: string;
  /** The pages that import each of its names. */
  usedIn: Record<string, Guide[]>;
};

/** The declaration file `specifier` resolves to from the version's sample project, or null. */
function resolveDeclarations(sample: string, specifier: string): string | null {
  const dir = path.join(ROOT, 'samples', sample);
  const resolved = ts.resolveModuleName(
    specifier,
    path.join(dir, 'page.ts'),
    sampleCompilerOptions(dir),
    ts.sys,
  ).resolvedModule?.resolvedFileName;
  return resolved?.endsWith('.d.ts') ? resolved : null;
}

/** The modules the version's guides import from, by import path, with who imports what. */
export function referenceModules(
  version: Pick<DocsVersion, 'sample' | 'path' | 'content'>,
): ReferenceModule[] {
  const modules = new Map<string, Record<string, Guide[]>>();
  for (const page of guidePages(version)) {
    for (const { module, name } of importedNames(page)) {
      const usedIn = modules.get(module) ?? {};
      const guides = (usedIn[name] ??= []);
      if (!guides.some((guide) => guide.route === page.route))
        guides.push({ title: page.title, route: page.route });
      modules.set(module, usedIn);
    }
  }
  // A module the pinned packages do not have is imported by a sample that shows that error
  // (`@trpc/react-query` before the rename; the checker holds it to its expected code).
  return [...modules]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([specifier, usedIn]) => {
      const declarations = resolveDeclarations(version.sample, specifier);
      return declarations ? [{ specifier, declarations, usedIn }] : [];
    });
}
