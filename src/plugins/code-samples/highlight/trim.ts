// prism-react-renderer ships one ES module holding its own copy of Prism with ~30 languages,
// 20 themes and the Highlight component. The site highlights a handful of languages, so the
// bundles get a copy of that module with the vendored Prism and the unused themes cut out and
// the trimmed Prism of ./prism.ts imported in their place. The Highlight code stays the library's.

const PRISM_START = '// ../../node_modules/.pnpm/prismjs@';
const THEMES_START = '// src/themes/index.ts';
const DEFAULT_THEME_START = '// src/themes/vsDark.ts';
const COMPONENTS_START = '// src/index.ts';
const SECTION = /^\/\/ (?:src|\.\.)\//m;

function indexOfOnce(source: string, marker: string, from = 0): number {
  const at = source.indexOf(marker, from);
  if (at === -1) {
    throw new Error(
      `code-samples: "${marker}" not found in prism-react-renderer's module; ` +
        'its layout changed, update src/plugins/code-samples/highlight/trim.ts',
    );
  }
  return at;
}

function sectionAt(source: string, start: number): string {
  const rest = source.slice(start + 1);
  const next = rest.search(SECTION);
  return next === -1 ? rest : source.slice(start, start + 1 + next);
}

/** The module's text with its Prism and themes replaced by an import of `prismModule`. */
export function trimPrismReactRenderer(source: string, prismModule: string): string {
  const prismStart = indexOfOnce(source, PRISM_START);
  const themesStart = indexOfOnce(source, THEMES_START, prismStart);
  const componentsStart = indexOfOnce(source, COMPONENTS_START, themesStart);
  // Highlight falls back to vsDark when it is given no theme; Docusaurus always gives one,
  // but the fallback stays so the component behaves as documented.
  const defaultTheme = sectionAt(source, indexOfOnce(source, DEFAULT_THEME_START, themesStart));
  if (!/var vsDark_default = /.test(defaultTheme)) {
    throw new Error('code-samples: the vsDark theme section has an unexpected shape');
  }
  return [
    source.slice(0, prismStart),
    `// Prism with the languages of ${prismModule} (src/plugins/code-samples/highlight)\n`,
    `import Prism from ${JSON.stringify(prismModule)};\n\n`,
    '// Themes are read from the site config, not from this module: only the fallback is kept.\n',
    'var themes_exports = {};\n',
    defaultTheme,
    '\n',
    source.slice(componentsStart),
  ].join('');
}
