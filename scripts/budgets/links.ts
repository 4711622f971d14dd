// Every internal link, anchor, image, script, stylesheet and CSS url() of the served build must
// resolve. External links are collected and listed, never fetched, so the result does not depend on
// other sites being up or reachable.
import { LinkChecker, LinkState } from 'linkinator';

export type LinkReport = {
  checked: number;
  broken: { url: string; status: number; parent: string }[];
  external: string[];
};

export async function checkLinks(origin: string): Promise<LinkReport> {
  const external = new Set<string>();
  const result = await new LinkChecker().check({
    path: `${origin}/`,
    recurse: true,
    checkFragments: true,
    checkCss: true,
    concurrency: 20,
    linksToSkip: (link: string) => {
      if (new URL(link).origin === origin) return Promise.resolve(false);
      external.add(link);
      return Promise.resolve(true);
    },
  });
  const internal = result.links.filter((link) => link.state !== LinkState.SKIPPED);
  return {
    checked: internal.length,
    broken: internal
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => ({ url: link.url, status: link.status ?? 0, parent: link.parent ?? '' })),
    external: [...external].sort(),
  };
}
