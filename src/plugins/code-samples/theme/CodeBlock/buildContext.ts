import { createContext } from 'react';

/** What the build attached to the code block being rendered. */
export type CodeBlockBuildData = {
  /** Its colours (src/plugins/code-samples/highlight/tokens.ts). */
  tokens?: string;
  /** The key of its project in the playground, when it is a compiled sample. */
  playground?: string;
  /** The sample version (`v10`) it compiles against, when it is a compiled sample. */
  sample?: string;
};

export const CodeBlockBuildContext = createContext<CodeBlockBuildData>({});

/**
 * The page whose projects a code block's playground link opens: the current page, unless the
 * block is shown somewhere else (the landing page shows the landing-intro docs' blocks).
 */
export const PlaygroundSourceContext = createContext<string | null>(null);
