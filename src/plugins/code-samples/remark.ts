// The Markdown steps of code samples, in order. Both lists are spread into the docs and blog
// options: `// ^?` lines are answered while the hidden setup is still there (the types need all
// of it), then the setup is cut away; code is coloured last, once every fence (npm2yarn's tabs
// included) has its final text.
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import remarkTokens from './highlight/remarkTokens';
import sampleCut from './remark/sampleCut';
import remarkTypeQueries from './types/remarkTypeQueries';

/** Before Docusaurus's own remark plugins. */
export const beforeDefaultRemarkPlugins = [remarkTypeQueries, sampleCut];

/** After them: install lines as npm, yarn and pnpm tabs, then the colours. */
export const remarkPlugins = [
  [npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }],
  remarkTokens,
];
