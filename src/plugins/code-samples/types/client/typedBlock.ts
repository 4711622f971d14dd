/** The code blocks that can have types: TypeScript samples in a page's content. */
export const TYPED_BLOCK = '.markdown pre.language-ts, .markdown pre.language-tsx';
