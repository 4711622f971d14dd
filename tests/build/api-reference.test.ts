// The API reference, generated as the build generates it (docusaurus-plugin-typedoc with the
// site's options), held to the packages it documents: an entry for every export the compiler
// reports and none other, "Defined in" at the version's tag on the line that declares the
// export, and "Used in the guides" on the pages whose samples import it.
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import generateReference from 'docusaurus-plugin-typedoc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guidePages } from '../../src/content/guidePages';
import { sampleCompilerOptions, VERSIONS, type DocsVersion } from '../../src/content/versions';
import {
  referenceModules,
  type ReferenceModule,
} from '../../src/plugins/api-reference/entryPoints';
import {
  compilerExports,
  disagreements,
  referenceEntries,
} from '../../src/plugins/api-reference/exports';
import { referenceOptions } from '../../src/plugins/api-reference/options';
import { entryName, fileName } from '../../src/plugins/api-reference/typedoc-plugin.mjs';

const ROOT = path.resolve(__dirname, '../..');
const folders: string[] = [];

/** Generates the reference of `modules` for `version` into a new folder, as the build does. */
async function generate(version: DocsVersion, modules: ReferenceModule[]): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), `reference-${version.sample}-`));
  folders.push(out);
  const context = { siteDir: ROOT, siteConfig: {} } as unknown as LoadContext;
  await generateReference(context, referenceOptions(version, { modules, out }));
  return out;
}

const pageOf = (out: string, module: ReferenceModule) =>
  readFileSync(path.join(out, `${fileName(module.specifier)}.md`), 'utf8');

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.each(VERSIONS.map((version) => [version.label, version] as const))(
  'the %s reference',
  (_, version) => {
    let modules: ReferenceModule[];
    let out: string;
    beforeAll(async () => {
      modules = referenceModules(version);
      out = await generate(version, modules);
    });

    it('has a page for every module the guides import, an entry for each of its exports and no other', () => {
      expect(modules.map((module) => module.specifier)).toContain('@trpc/server');
      expect(modules.map((module) => module.specifier)).toContain('@trpc/client');
      const options = sampleCompilerOptions(path.join(ROOT, 'samples', version.sample));
      const problems = modules.flatMap((module) =>
        disagreements(
          module.specifier,
          referenceEntries(pageOf(out, module)),
          compilerExports(module.declarations, options),
        ),
      );
      expect(problems).toEqual([]);
    });

    it("says where each export is defined: at the version's tag, on the line that declares it in the source the package ships", () => {
      const problems: string[] = [];
      let checked = 0;
      for (const module of modules) {
        let entry: string | null = null;
        for (const line of pageOf(out, module).split('\n')) {
          entry = entryName(line) ?? entry;
          const link = /^Defined in: \[([^\]]+):(\d+)\]\(([^)]+)\)$/.exec(line);
          if (!link || !entry) continue;
          const [, escaped = '', at = '', url = ''] = link;
          const file = escaped.replace(/\\_/g, '_');
          const expected = `https://github.com/trpc/trpc/blob/${version.tag}/${file}#L${at}`;
          if (url !== expected) problems.push(`${module.specifier} ${entry}: ${url}`);
          // `packages/server/src/x.ts` is shipped as `@trpc/server/src/x.ts`.
          const shipped = path.join(
            ROOT,
            'samples',
            version.sample,
            'node_modules',
            file.replace(/^packages\//, '@trpc/'),
          );
          const source = existsSync(shipped) ? readFileSync(shipped, 'utf8').split('\n') : null;
          if (!source) problems.push(`${module.specifier} ${entry}: no ${file} in the package`);
          else if (!(source[Number(at) - 1] ?? '').includes(entry))
            problems.push(
              `${module.specifier} ${entry}: line ${at} of ${file} does not declare it`,
            );
          checked += 1;
          entry = null;
        }
      }
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(40);
    });

    it('links each export the guides import to every guide that imports it', () => {
      const routes = new Set(guidePages(version).map((page) => page.route));
      const problems: string[] = [];
      for (const module of modules) {
        const lines = pageOf(out, module).split('\n');
        for (const [name, guides] of Object.entries(module.usedIn)) {
          const at = lines.findIndex((line) => entryName(line) === name);
          const said = lines.slice(at).find((line) => line.startsWith('Used in the guides:'));
          for (const guide of guides) {
            if (!routes.has(guide.route)) problems.push(`${name}: ${guide.route} is no guide`);
            if (at < 0 || !said?.includes(`](${guide.route})`))
              problems.push(`${module.specifier} ${name}: does not link ${guide.route}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  },
);

describe('the comparison with the compiler', () => {
  it('names an export the reference has no entry for, and an entry with no export', async () => {
    const fixture = path.join(ROOT, 'tests/fixtures/reference-package');
    const module: ReferenceModule = {
      specifier: '@trpc/fixture',
      declarations: path.join(fixture, 'index.d.ts'),
      usedIn: {},
    };
    // Two modules, as every version documents: TypeDoc writes one module's exports on its
    // overview page instead.
    const links: ReferenceModule = {
      specifier: '@trpc/fixture/links',
      declarations: path.join(fixture, 'links.d.ts'),
      usedIn: {},
    };
    const current = VERSIONS.find((version) => version.docs === 'current')!;
    const out = await generate(current, [module, links]);
    const entries = referenceEntries(pageOf(out, module));
    const options = sampleCompilerOptions(path.join(ROOT, 'samples', current.sample));
    expect(entries).toEqual(['GreetOptions', 'greet']);
    expect(
      disagreements('fixture', entries, compilerExports(module.declarations, options)),
    ).toEqual([]);

    // The package gains an export after the reference was generated.
    const changed = mkdtempSync(path.join(tmpdir(), 'reference-changed-'));
    folders.push(changed);
    copyFileSync(path.join(fixture, 'package.json'), path.join(changed, 'package.json'));
    writeFileSync(
      path.join(changed, 'index.d.ts'),
      `${readFileSync(module.declarations, 'utf8')}export declare const added: number;\n`,
    );
    const exports = compilerExports(path.join(changed, 'index.d.ts'), options);
    expect(disagreements('fixture', entries, exports)).toEqual([
      'fixture: added is exported but has no entry',
    ]);
    expect(disagreements('fixture', [...entries, 'gone'], exports.slice(0, -1))).toContain(
      'fixture: gone has an entry but is not exported',
    );
  });
});
