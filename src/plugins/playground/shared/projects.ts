// A page's playground projects as the build writes them (../build/projects.ts) and the
// playground, the landing pair and the warm-up read them.

import type { SourcePage } from '../../code-samples/pageFileUrls';

export type PlaygroundFile = {
  name: string;
  content: string;
  /** Leading lines above the page's cut in a shown file: setup the page hides, folded. */
  hiddenLines: number;
  /** False for a helper file the page never shows. */
  shown: boolean;
};

type PlaygroundProject = {
  /** The sample project whose packages the code compiles against (`v10`). */
  version: string;
  /** The file the block shows (its first shown file). */
  focus: string;
  /** Indexes into the page's `files`, in the order a reader meets them. */
  files: number[];
};

export type PageProjects = {
  /** Absent in files written before it was added, which the playground still opens. */
  source?: SourcePage;
  files: PlaygroundFile[];
  /** Per compiled block, by `codeKey` of its displayed code. */
  blocks: Record<string, PlaygroundProject>;
};
