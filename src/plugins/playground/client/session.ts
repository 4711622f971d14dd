// A page's playground project, opened, edited, checked and run, with no view: the playground
// page, the landing page's live pair and the warm-up on a link's hover are views over this one
// model, so a project is found, opened and run one way wherever a reader meets it.
import { projectsPath, type SourcePage } from '../../code-samples/pageFileUrls';
import type { PageProjects, PlaygroundFile } from '../shared/projects';
import { needsJsx, type Problem, type VersionSetup } from '../shared/protocol';
import type { RunnerReport } from '../shared/runnerMessages';
import { versionSetup } from '../shared/setups';
import type { RunPlan } from './runPlan';
import type { PlaygroundWorkerClient } from './worker-client';

/** A file of an opened project, with the path the worker and the editor know it by. */
export type ProjectFile = PlaygroundFile & { path: string };

/** One block's project: the files it compiles with, the one it shows, what its version loads. */
export type Project = {
  version: string;
  files: ProjectFile[];
  /** The file the block shows (`server/router.ts`). */
  focus: string;
  /** The page its samples are read on; absent in page files written before it was recorded. */
  source?: SourcePage;
  /** Undefined for a version this build has no assets for. */
  setup: VersionSetup | undefined;
};

export const pathOf = (name: string): string => `/${name}`;

const pageFiles = new Map<string, Promise<PageProjects>>();

/**
 * A page's projects (`from`: its address), fetched once per tab however many views ask: the
 * warm-up on a link's hover fetches what the playground then opens.
 */
function pageProjectsOf(baseUrl: string, from: string): Promise<PageProjects> {
  const url = `${baseUrl}${projectsPath(from, baseUrl)}`;
  let page = pageFiles.get(url);
  if (!page) {
    page = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`The page ${from} has no code samples to open.`);
      return (await response.json()) as PageProjects;
    });
    // A failed fetch is asked again next time: the reader may be back online.
    page.catch(() => pageFiles.delete(url));
    pageFiles.set(url, page);
  }
  return page;
}

/**
 * The project of the block whose key is `block` on the page at `from`, else of the page's
 * first block. Rejects with a sentence a view can show when the page has none.
 */
export async function pageProject(baseUrl: string, from: string, block?: string): Promise<Project> {
  const page = await pageProjectsOf(baseUrl, from);
  const chosen = (block ? page.blocks[block] : undefined) ?? Object.values(page.blocks)[0];
  if (!chosen) throw new Error(`The page ${from} has no code samples to open.`);
  return {
    version: chosen.version,
    files: chosen.files.flatMap((index) => {
      const file = page.files[index];
      return file ? [{ ...file, path: pathOf(file.name) }] : [];
    }),
    focus: chosen.focus,
    source: page.source,
    setup: versionSetup(chosen.version),
  };
}

async function worker(): Promise<PlaygroundWorkerClient> {
  const { playgroundWorker } = await import('./worker-client');
  return playgroundWorker();
}

/**
 * On a reader's intent to open a block (the pointer on its "Open in playground" link, focus,
 * a tap on the landing page's code): its page's projects are fetched, and the worker loads the
 * compiler and parses the version's types (and React's when the project has a .tsx file), the
 * slow part of a first open, so the click finds them ready or nearly. The worker prepares each
 * version and `jsx` once, however often the reader points.
 */
export async function warm(baseUrl: string, from: string, block?: string): Promise<void> {
  const project = await pageProject(baseUrl, from, block);
  await (await worker()).prepare(project.version, needsJsx(project.files.map((f) => f.path)));
}

/** A run's reports to a view: what the project printed, and when it has nothing left to do. */
type RunReport = Exclude<RunnerReport, { type: 'ready' }>;

export type Session = {
  project: Project;
  /** The worker an editor reads types, completions and problems from. */
  worker: PlaygroundWorkerClient;
  /** Settles when TypeScript has the project; rejects when the compiler or types fail to load. */
  opened: Promise<void>;
  problems: () => Promise<Problem[]>;
  /** Records a file's text as the reader left it (the editor has told the worker). */
  edit: (path: string, content: string) => void;
  /** The shown files whose text differs from the page's, by name: what an address carries. */
  edits: () => Record<string, string>;
  /** What of the project runs in the sandbox as it is now, or why it shows types only. */
  plan: () => Promise<RunPlan | null>;
  /** Runs the project as it is now in a fresh frame; the previous run stops. */
  run: (onReport: (report: RunReport) => void) => Promise<RunPlan | null>;
  /** Stops a run; the worker stays for the next project. */
  close: () => void;
};

/** Opens `project` in the page's TypeScript worker, its shown files as `edited` has them. */
export async function startSession(
  project: Project,
  edited: Record<string, string> = {},
): Promise<Session> {
  const original = new Map(project.files.map((file) => [file.path, file.content]));
  const opening: Project = {
    ...project,
    files: project.files.map((file) => ({
      ...file,
      content: (file.shown ? edited[file.name] : undefined) ?? file.content,
    })),
  };
  const edits = new Map(
    opening.files
      .filter((file) => file.content !== original.get(file.path))
      .map((file) => [file.path, file.content]),
  );
  const typescript = await worker();
  const opened = typescript.open(
    project.version,
    opening.files.map((file) => ({ path: file.path, content: file.content })),
  );
  // A view that leaves before the project opens never awaits it: nothing else would see a failure.
  opened.catch(() => undefined);
  let stopRun: (() => void) | null = null;

  const plan = async () => {
    if (!project.setup) return null;
    const { runPlan } = await import('./runPlan');
    return runPlan(await typescript.compileProject(), project.setup.runnerModules);
  };
  const stop = () => {
    stopRun?.();
    stopRun = null;
  };
  return {
    project: opening,
    worker: typescript,
    opened,
    problems: () => typescript.projectProblems(),
    edit(path, content) {
      if (content === original.get(path)) edits.delete(path);
      else edits.set(path, content);
    },
    edits: () => Object.fromEntries([...edits].map(([path, content]) => [path.slice(1), content])),
    plan,
    async run(onReport) {
      const next = await plan();
      stop();
      if (!next || next.kind !== 'run' || !project.setup) return next;
      const { runInSandbox } = await import('./run');
      stopRun = runInSandbox(project.setup.runnerUrl, next.files, onReport);
      return next;
    },
    close: stop,
  };
}
