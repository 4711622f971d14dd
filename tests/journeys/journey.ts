// A reader journey: an app built across several pages in the order a reader reads them, from
// an empty folder, with nothing but the blocks the pages show. The journey names its pages
// (journeys.json); each page marks the blocks a journey takes with `journey=NAME` in the
// fence's meta (```ts title="server/context.ts" journey=port), the way a recipe page marks
// its steps. A taken block is read exactly as a recipe reads it (tests/recipes/recipe.ts):
// commands run, files are written (a later page's version of a file replaces the earlier
// one, as a reader who follows it does), servers start, browsers look. After each page that
// writes code, the whole app type-checks, so a block that no longer fits names its page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { metaValue } from '../../src/plugins/code-samples/syntax';
import { versionOfPage, type Fence } from '../../src/plugins/code-samples/model/extract';
import { parsePage, type Recipe, type Step } from '../recipes/recipe';

export type JourneyPlan = {
  /** What the reader builds, in a sentence. */
  title: string;
  /** The pages in reading order, as paths from the repository root. */
  pages: string[];
};

export type Journey = Recipe & { name: string; title: string; pages: string[] };

/** Where the repository declares its journeys. */
const JOURNEYS_FILE = path.join(__dirname, 'journeys.json');

/** The journeys a file declares, by name. */
export function journeyPlans(file: string = JOURNEYS_FILE): Record<string, JourneyPlan> {
  const plans = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const out: Record<string, JourneyPlan> = {};
  for (const [name, plan] of Object.entries(plans)) {
    if (name.startsWith('$')) continue;
    const { title, pages } = (plan ?? {}) as Partial<JourneyPlan>;
    if (typeof title !== 'string' || !Array.isArray(pages) || pages.length === 0)
      throw new Error(`${file}: journey "${name}" needs a title and its pages in reading order`);
    out[name] = { title, pages };
  }
  return out;
}

const isNextBuild = (command: string) => /^npx\s+next\s+build\b/.test(command);

/** The journeys a fence's meta says it belongs to (`journey=port` or `journey=port,upgrade`). */
export function fenceJourneys(meta: string): string[] {
  const value = metaValue(meta, 'journey');
  if (value === undefined) return [];
  if (!value) throw new Error('journey= names the journeys that take the block');
  return value.split(',').filter(Boolean);
}

/** The journey's steps: each page's taken blocks in page order, then a type check. */
export async function readJourney(root: string, name: string, plan: JourneyPlan): Promise<Journey> {
  const steps: Step[] = [];
  for (const page of plan.pages) {
    const takes = (fence: Fence) => {
      try {
        return fenceJourneys(fence.meta).includes(name);
      } catch (error) {
        throw new Error(`${page}:${fence.line}: ${(error as Error).message}`);
      }
    };
    const parsed = await parsePage(root, page, takes);
    const taken = parsed.steps.filter(({ fence }) => takes(fence));
    if (taken.length === 0)
      throw new Error(
        `${page}: the journey "${name}" names this page, but no block of it says journey=${name}`,
      );
    const pageSteps = taken.flatMap((entry) => entry.steps);
    // The app type-checks once the page's last file is written, before its servers start; on a
    // Next.js page, after the page's `next build`, which completes the tsconfig.json the page
    // starts (`jsx` and the other options Next.js needs) the first time it runs.
    const lastWrite = pageSteps.map((step) => step.kind).lastIndexOf('write');
    const written = pageSteps[lastWrite];
    if (written) {
      const rest = pageSteps.slice(lastWrite + 1);
      const firstServer = rest.findIndex((step) => step.kind === 'serve');
      const beforeServers = firstServer === -1 ? rest : rest.slice(0, firstServer);
      const build = beforeServers.findIndex(
        (step) => step.kind === 'run' && isNextBuild(step.command),
      );
      pageSteps.splice(lastWrite + 2 + build, 0, { kind: 'check', page, line: written.line });
    }
    steps.push(...pageSteps);
  }
  // An upgrade starts on one version's pages and ends on another's: the last page decides.
  const version = versionOfPage(plan.pages.at(-1) ?? '');
  return {
    name,
    title: plan.title,
    pages: plan.pages,
    page: `journey ${name}`,
    version,
    start: 'an empty folder, with Node.js 18 or newer and npm',
    steps,
    exchanges: [],
    ports: [...new Set(steps.flatMap((step) => (step.kind === 'serve' ? [step.port] : [])))],
    includes: [],
  };
}
