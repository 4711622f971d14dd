// Global setup of the recipes and the journeys: the store of their shared beginnings
// (./beginnings.ts), one per test run, named by the run's main process (where this runs) and
// given to the test files of both projects.
import type { TestProject } from 'vitest/node';
import { removeStore, storeOf } from './beginnings';

declare module 'vitest' {
  export interface ProvidedContext {
    recipeBeginnings: string;
  }
}

export function setup(project: TestProject): () => void {
  const store = storeOf(process.pid);
  removeStore(store);
  project.provide('recipeBeginnings', store);
  return () => removeStore(store);
}
