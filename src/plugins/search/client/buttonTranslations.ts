// The search texts every page loads: the button's, and the box's placeholder, which also names
// the field that holds keys typed before the box is there. The rest come with the box
// (translations.ts), which loads on the reader's intent.
export const searchButtonTranslations = {
  buttonText: 'Search',
  buttonAriaLabel: 'Search',
} as const;

export const searchBoxPlaceholder = 'Search docs';
