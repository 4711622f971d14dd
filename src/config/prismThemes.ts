import { themes, type PrismTheme } from 'prism-react-renderer';

// The stock GitHub and Dracula code themes, with the token colours that fall below WCAG AA
// (4.5:1 against the code background) replaced by darker (light) or lighter (dark) shades.
const LIGHT_FIXES: Record<string, string> = {
  comment: '#5f6b75',
  string: '#b3125f',
  number: '#087470',
  keyword: '#00669e',
  function: '#b3261e',
};

const DARK_FIXES: Record<string, string> = {
  comment: '#95a3cf',
};

function withContrast(theme: PrismTheme, fixes: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const fix = entry.types.map((type) => fixes[type]).find(Boolean);
      return fix ? { ...entry, style: { ...entry.style, color: fix } } : entry;
    }),
  };
}

export const lightCodeTheme = withContrast(themes.github, LIGHT_FIXES);
export const darkCodeTheme = withContrast(themes.dracula, DARK_FIXES);
