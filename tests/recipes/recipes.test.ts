// Every page whose front matter declares a recipe (`recipe: what it starts from`) is followed
// from an empty folder against today's npm registry: one test per page. Where the registry is
// out of reach the tests skip and say why.
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { RecipeBrowser } from './browser';
import { registryProblem } from '../support/registry';
import { journeyPlans, readJourney } from '../journeys/journey';
import { beginningsFor, sharedBeginnings } from './beginnings';
import { follow } from './follow';
import { followedRecipes, type Recipe } from './recipe';
import { PortLocks, Slots } from './portLocks';

const root = path.join(__dirname, '../..');

const recipes = await followedRecipes(root);
// The steps a recipe begins with the way another recipe or a journey does are done once.
const journeys = await Promise.all(
  Object.entries(journeyPlans()).map(([name, plan]) => readJourney(root, name, plan)),
);
const beginnings = sharedBeginnings([...recipes, ...journeys]);

// Recipes whose servers listen on the same port take turns; the others run side by side, two
// at a time (each installs, type-checks and runs a small project: two keep a 2-core runner
// busy without starving the servers they start). A recipe waiting for its port, held by a
// journey's server for a minute or more, leaves its slot to one that can run.
const ports = new PortLocks();
// The journeys, beside this file, are the longest runs and the recipes wait for their ports:
// the recipes and every process they start take the CPU only when the journeys leave it.
os.setPriority(10);
const slots = new Slots(2);
const browser = new RecipeBrowser();

describe('recipes: setup pages followed from an empty folder', () => {
  let unreachable: string | null = null;
  beforeAll(async () => {
    unreachable = await registryProblem(root);
    if (unreachable)
      console.warn(`[recipes] skipped: the npm registry is out of reach: ${unreachable}`);
  });

  afterAll(() => browser.close());

  it('are declared by the setup pages', ({ expect }) => {
    expect(recipes.length).toBeGreaterThan(0);
  });

  const title = (recipe: Recipe) => {
    const start = recipe.start.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const also = recipe.includes.length > 0 ? `; follows ${recipe.includes.join(', ')} first` : '';
    return `${recipe.page} (starts from ${start}${also})`;
  };

  for (const recipe of recipes) {
    it.concurrent(title(recipe), async (context) => {
      if (unreachable) return context.skip(`npm registry out of reach: ${unreachable}`);
      const log: string[] = [];
      const started = Date.now();
      try {
        await ports.hold(recipe.ports, (take) =>
          slots.run((away) => {
            // All of the recipe's ports at its first server, waiting outside the slot.
            let taken: Promise<void> | undefined;
            return follow(recipe, {
              npmCache: process.env.RECIPES_NPM_CACHE,
              keep: process.env.RECIPES_KEEP === '1',
              log: (line) => log.push(line),
              browser,
              takePort: () => (taken ??= away(take)),
              beginnings: beginningsFor(recipe, beginnings, inject('recipeBeginnings')),
            });
          }),
        );
      } finally {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`${recipe.page} (${seconds} s)\n${log.map((l) => `  ${l}`).join('\n')}`);
      }
    });
  }
});
