// On a reader's intent to open a sample (the pointer on its "Open in playground" link, or
// focus), the worker starts loading TypeScript and parsing the version's types, the slow part
// of the first open, so the click finds them ready or nearly.
import type { PageProjects } from '../shared/projects';
import { projectsPath } from '../../code-samples/pageFileUrls';
import { playgroundWorker } from './worker-client';
import { needsJsx } from '../shared/protocol';

/** `block`: a block's key on the page `from`; without one, the page's first block. */
export async function warmPlayground(baseUrl: string, from: string, block?: string): Promise<void> {
  const response = await fetch(`${baseUrl}${projectsPath(from, baseUrl)}`);
  if (!response.ok) return;
  const page = (await response.json()) as PageProjects;
  const project = block === undefined ? Object.values(page.blocks)[0] : page.blocks[block];
  if (!project) return;
  // The worker prepares each version and `jsx` once, however often the reader points.
  const jsx = needsJsx(project.files.map((index) => page.files[index]?.name ?? ''));
  await playgroundWorker().prepare(project.version, jsx);
}
