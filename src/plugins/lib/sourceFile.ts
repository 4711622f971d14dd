import path from 'node:path';

/** The file of a docs page or blog post, from the `source` Docusaurus gives it (`@site/docs/x.md`). */
export function sourceFile(siteDir: string, source: string): string {
  return path.resolve(siteDir, source.replace(/^@site\//, ''));
}
