import { createContext } from 'react';

/** The build-time tokens of the code block being rendered (src/plugins/code-samples/highlight/tokens.ts). */
export const CodeTokensContext = createContext<string | undefined>(undefined);
