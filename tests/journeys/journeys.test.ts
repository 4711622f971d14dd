// Reader journeys: the apps readers build across several pages, built from an empty folder
// with only the blocks the pages mark for the journey (tests/journeys/journey.ts), against
// today's npm registry, with the recipes' runner, npm cache and browser. One test per journey;
// where the registry is out of reach they skip and say why.
import path from 'node:path';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { RecipeBrowser } from '../recipes/browser';
import { beginningsFor, sharedBeginnings } from '../recipes/beginnings';
import { follow } from '../recipes/follow';
import { followedRecipes } from '../recipes/recipe';
import { PortLocks, leasesCanDeadlock } from '../recipes/portLocks';
import { registryProblem } from '../support/registry';
import { journeyPlans, readJourney } from './journey';

const root = path.join(__dirname, '../..');
const journeys = await Promise.all(
  Object.entries(journeyPlans()).map(([name, plan]) => readJourney(root, name, plan)),
);

// The steps a journey begins with the way a recipe or another journey does are done once.
const beginnings = sharedBeginnings([...journeys, ...(await followedRecipes(root))]);

const ports = new PortLocks();
const browser = new RecipeBrowser();

describe('reader journeys: apps built across pages from an empty folder', () => {
  let unreachable: string | null = null;
  beforeAll(async () => {
    unreachable = await registryProblem(root);
    if (unreachable)
      console.warn(`[journeys] skipped: the npm registry is out of reach: ${unreachable}`);
  });

  afterAll(() => browser.close());

  // Journeys run side by side unless the orders in which they take ports could make two wait
  // on each other (tests/recipes/portLocks.ts); then one at a time.
  const test = leasesCanDeadlock(journeys.map((journey) => journey.ports)) ? it : it.concurrent;
  for (const journey of journeys) {
    test(`${journey.name}: ${journey.title} (${journey.pages.join(' → ')})`, async (context) => {
      if (unreachable) return context.skip(`npm registry out of reach: ${unreachable}`);
      const log: string[] = [];
      const started = Date.now();
      const session = browser.session();
      try {
        await ports.lease((take) =>
          follow(journey, {
            npmCache: process.env.RECIPES_NPM_CACHE,
            keep: process.env.RECIPES_KEEP === '1',
            log: (line) => log.push(line),
            browser: session,
            takePort: take,
            beginnings: beginningsFor(journey, beginnings, inject('recipeBeginnings')),
          }),
        );
      } finally {
        await session.close();
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(
          `journey ${journey.name} (${seconds} s)\n${log.map((l) => `  ${l}`).join('\n')}`,
        );
      }
    });
  }
});
