// The playground route's data, written by the build (../build/plugin.ts) for the page (../theme/Playground).

/** What the playground page gets as its `playground` prop. */
export type PlaygroundRouteData = {
  /** Per sample version (`v10`): the docs version label readers know it by (`10.x`). */
  labels: Record<string, string>;
};
