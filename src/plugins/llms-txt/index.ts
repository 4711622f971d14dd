import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import { exportDoc, markdownUrl, type ExportedDoc } from '../../markdown/cleanMarkdown';
import { withAnsweredQueries } from '../code-samples/types/remarkTypeQueries';
import { docsVersions } from '../lib/siteContent';
import { sourceFile } from '../lib/sourceFile';

// Publishes the docs for machines (llmstxt.org): `/llms.txt` and `/llms-full.txt` for the
// latest version, the same pair per version (`/docs/v9/llms.txt`), and every docs page as
// clean Markdown at its URL plus `.md`.

type SidebarItem = { type: string; id?: string; label?: string; items?: SidebarItem[] };
type Section = { title: string; docIds: string[] };

const SUMMARY =
  'tRPC lets you build and consume fully typesafe APIs in TypeScript without schemas or code generation: ' +
  'the client imports the type of the server router, so inputs, outputs and errors are checked end to end.';

/** Sidebar order, grouped by top-level category; top-level doc links form a "Guides" group. */
export function sidebarSections(items: SidebarItem[]): Section[] {
  const sections: Section[] = [];
  const loose: string[] = [];
  const collect = (item: SidebarItem): string[] =>
    item.type === 'category'
      ? (item.items ?? []).flatMap(collect)
      : item.type === 'doc' && item.id
        ? [item.id]
        : [];
  for (const item of items) {
    if (item.type === 'category')
      sections.push({ title: item.label ?? 'Docs', docIds: collect(item) });
    else loose.push(...collect(item));
  }
  if (loose.length > 0) sections.push({ title: 'Guides', docIds: loose });
  return sections;
}

type VersionExport = {
  version: LoadedVersion;
  sections: Section[];
  docs: Map<string, ExportedDoc>;
};

export function renderLlmsTxt(options: {
  heading: string;
  siteUrl: string;
  exports: VersionExport;
  otherVersions: { label: string; url: string }[];
}): string {
  const { exports, siteUrl } = options;
  const lines = [`# ${options.heading}`, '', `> ${SUMMARY}`, ''];
  lines.push(
    `These are the docs of tRPC ${exports.version.label}${exports.version.isLast ? ' (the current pre-release)' : ''}. ` +
      `Every link is the page as Markdown; ${siteUrl}${exports.version.path}/llms-full.txt has all of them in one file.`,
    '',
  );
  for (const section of exports.sections) {
    lines.push(`## ${section.title}`, '');
    for (const id of section.docIds) {
      const doc = exports.version.docs.find((candidate) => candidate.id === id);
      if (!doc) continue;
      const description = doc.description ? `: ${doc.description.replace(/\s+/g, ' ').trim()}` : '';
      lines.push(`- [${doc.title}](${siteUrl}${markdownUrl(doc.permalink)})${description}`);
    }
    lines.push('');
  }
  if (options.otherVersions.length > 0) {
    lines.push('## Optional', '');
    for (const other of options.otherVersions)
      lines.push(`- [tRPC ${other.label} docs](${other.url})`);
    lines.push('');
  }
  return lines.join('\n');
}

export function renderLlmsFullTxt(heading: string, exports: VersionExport): string {
  const ordered = exports.sections.flatMap((section) => section.docIds);
  const parts = ordered.map((id) => exports.docs.get(id)?.markdown).filter(Boolean);
  return [`# ${heading}`, '', `> ${SUMMARY}`, '', ...parts].join('\n');
}

async function writeOut(outDir: string, urlPath: string, content: string): Promise<void> {
  const file = path.join(outDir, urlPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'llms-txt',
    async postBuild({ outDir, plugins }) {
      const siteUrl = context.siteConfig.url;
      const loadedVersions = docsVersions(plugins);
      const toFile = (source: string) => sourceFile(context.siteDir, source);
      const permalinkBySource = new Map(
        loadedVersions.flatMap((version) =>
          version.docs.map((doc) => [toFile(doc.source), doc.permalink] as const),
        ),
      );

      const exported: VersionExport[] = [];
      for (const version of loadedVersions) {
        const docs = new Map<string, ExportedDoc>();
        for (const doc of version.docs) {
          const sourceFile = toFile(doc.source);
          const result = exportDoc({
            source: withAnsweredQueries(await readFile(sourceFile, 'utf8'), sourceFile),
            sourceFile,
            title: doc.title,
            permalink: doc.permalink,
            siteUrl,
            permalinkBySource,
          });
          docs.set(doc.id, result);
          await writeOut(outDir, markdownUrl(doc.permalink), result.markdown);
        }
        const sections = sidebarSections(version.sidebars.docs ?? []);
        exported.push({ version, sections, docs });
      }

      for (const exports of exported) {
        const heading = `tRPC ${exports.version.label} documentation`;
        const others = exported
          .filter((other) => other !== exports)
          .map((other) => ({
            label: other.version.label,
            url: `${siteUrl}${other.version.path}/llms.txt`,
          }));
        const llms = renderLlmsTxt({ heading, siteUrl, exports, otherVersions: others });
        const full = renderLlmsFullTxt(heading, exports);
        await writeOut(outDir, `${exports.version.path}/llms.txt`, llms);
        await writeOut(outDir, `${exports.version.path}/llms-full.txt`, full);
        if (exports.version.isLast) {
          await writeOut(outDir, 'llms.txt', llms.replace(`# ${heading}`, '# tRPC'));
          await writeOut(outDir, 'llms-full.txt', full.replace(`# ${heading}`, '# tRPC'));
        }
      }
    },
  };
}
