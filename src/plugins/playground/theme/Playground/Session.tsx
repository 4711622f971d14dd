import React, {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useLocation } from '@docusaurus/router';
import type { Problem } from '../../shared/protocol';
import type { PlaygroundEditor } from '../../client/editor';
import type { RunPlan } from '../../client/runPlan';
import {
  pageProject,
  pathOf,
  startSession,
  type Project,
  type ProjectFile,
  type Session,
} from '../../client/session';
import RunOutput, { type OutputEntry } from './RunOutput';
import { problemsRefresher } from '../../client/problemsRefresher';
import { downloadsText, useDownloads } from '../../client/downloadsText';
import tipStyles from '../../../code-samples/types/client/typeTips.module.css';
import Toolbar from './Toolbar';
import styles from './styles.module.css';

/** The sample a bare `/playground` opens: the 10.x quickstart's router. */
const DEFAULT_PAGE = 'docs/v10/quickstart';

/** The project an address names, with the reader's edits and open file from that address. */
type Opened = {
  project: Project;
  /** The page the samples are read on, and its title. */
  pageUrl: string;
  pageTitle: string;
  focus: string;
  edits: Record<string, string>;
};

/** A file as its editor first shows it: the setup the page hides is folded there, left out here. */
const previewText = (file: ProjectFile | undefined, edits: Record<string, string>) =>
  file && (edits[file.name] ?? file.content).split('\n').slice(file.hiddenLines).join('\n');

/** `loading` without a message is waiting for TypeScript: the downloads say how far it is. */
type Status =
  { kind: 'loading'; message?: string } | { kind: 'ready' } | { kind: 'failed'; message: string };

async function openAddress(search: string, hash: string, baseUrl: string): Promise<Opened> {
  const { readAddress } = await import('../../client/urlState');
  const address = await readAddress({ search, hash });
  const from = address.from ?? `${baseUrl}${DEFAULT_PAGE}`;
  if (!from.startsWith(baseUrl) || from.includes('..') || from.includes('//'))
    throw new Error(`"${from}" is not a page of this site.`);
  const project = await pageProject(baseUrl, from, address.block ?? undefined);
  const focus =
    address.file && project.files.some((f) => f.name === address.file && f.shown)
      ? address.file
      : project.focus;
  return {
    project,
    pageUrl: project.source?.url ?? from,
    pageTitle: project.source?.title ?? from.slice(baseUrl.length),
    focus,
    edits: address.edits,
  };
}

/** The address's query without the open file: what opens the page's sample as it is. */
function sampleQuery(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('file');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The errors the compiler found in one file of the project (`server/router.ts`). */
function errorsIn(problems: Problem[], file: string): number {
  return problems.filter((p) => p.severity === 'error' && p.path === `/${file}`).length;
}

/** A file tab's mark: how many errors the file has, seen as a badge, heard with the name. */
function FileErrors({ count }: { count: number }): ReactNode {
  if (count === 0) return null;
  return (
    <>
      <span aria-hidden="true" className={styles.tabErrors}>
        {count}
      </span>
      <span className="visually-hidden">
        ({count} {count === 1 ? 'error' : 'errors'})
      </span>
    </>
  );
}

function problemsSummary(problems: Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  if (problems.length === 0) return 'No problems';
  return `${errors} error${errors === 1 ? '' : 's'}${problems.length > errors ? `, ${problems.length - errors} other` : ''}`;
}

export default function PlaygroundSession({
  labels,
}: {
  labels: Record<string, string>;
}): ReactNode {
  const baseUrl = useBaseUrl('/');
  const location = useLocation();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading', message: 'Opening the sample…' });
  const [active, setActive] = useState<string | null>(null);
  const [showSetup, setShowSetup] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const downloads = useDownloads();
  const panelId = useId();
  const keysHintId = useId();
  const tabButtons = useRef(new Map<string, HTMLButtonElement>());
  // The open file as plain text until its editor exists, so the code reads and scrolls at once.
  const [editorShown, setEditorShown] = useState(false);
  const editorParent = useRef<HTMLDivElement>(null);
  const editor = useRef<PlaygroundEditor | null>(null);
  const session = useRef<Session | null>(null);
  // The address's edits until the session holds them, so a tab chosen meanwhile keeps them.
  const addressEdits = useRef<Record<string, string>>({});
  const openFile = useRef<string | null>(null);
  const [plan, setPlan] = useState<RunPlan | null>(null);
  const [output, setOutput] = useState<OutputEntry[] | null>(null);
  const [idle, setIdle] = useState(false);
  const [edited, setEdited] = useState(false);

  const run = useCallback(async () => {
    const next = await session.current?.run((report) => {
      if (report.type === 'idle') setIdle(true);
      else setOutput((entries) => [...(entries ?? []), report]);
    });
    if (!next) return;
    setPlan(next);
    setOutput(next.kind === 'run' ? [] : null);
    setIdle(false);
  }, []);

  useEffect(() => () => session.current?.close(), []);

  useEffect(() => {
    let cancelled = false;
    setStatus({ kind: 'loading', message: 'Opening the sample…' });
    openAddress(location.search, location.hash, baseUrl).then(
      (project) => !cancelled && setOpened(project),
      (error: unknown) =>
        !cancelled && setStatus({ kind: 'failed', message: (error as Error).message }),
    );
    return () => {
      cancelled = true;
    };
    // Opened once per address the reader navigates to; edits replace the address without reopening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.key]);

  /** The address that opens the project as it is now: the open file and the edits. */
  const currentAddress = useCallback(async (): Promise<string> => {
    const { encodeEdits } = await import('../../client/urlState');
    const query = new URLSearchParams(window.location.search);
    if (openFile.current) query.set('file', openFile.current);
    const hash = await encodeEdits(session.current?.edits() ?? addressEdits.current);
    return `${window.location.pathname}?${query.toString()}${hash}`;
  }, []);

  const writeAddress = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    return () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void currentAddress().then((address) =>
          window.history.replaceState(window.history.state, '', address),
        );
      }, 250);
    };
  }, [currentAddress]);

  useEffect(() => {
    if (!opened || !editorParent.current) return undefined;
    let cancelled = false;
    const parent = editorParent.current;
    if (!opened.project.setup) {
      setStatus({ kind: 'failed', message: `No types for ${opened.project.version}.` });
      return undefined;
    }
    setStatus({ kind: 'loading' });
    addressEdits.current = opened.edits;
    setEdited(Object.keys(opened.edits).length > 0);
    (async () => {
      const editorModule = import('../../client/editor');
      // The worker loads TypeScript and checks the project while the editor is created here:
      // what the reader types meanwhile waits in the worker for the project.
      const started = await startSession(opened.project, opened.edits);
      session.current = started;
      const firstProblems = started.problems();
      const { createEditor } = await editorModule;
      if (cancelled) return;
      const { refresh } = problemsRefresher(
        () => started.problems(),
        (found) => !cancelled && setProblems(found),
      );
      editor.current = createEditor({
        parent,
        worker: started.worker,
        files: started.project.files.map((f) => ({
          path: f.path,
          content: f.content,
          hiddenLines: f.hiddenLines,
          readOnly: !f.shown,
        })),
        label: (file) => file.path.slice(1),
        describedBy: keysHintId,
        tipClasses: {
          type: tipStyles.type ?? '',
          docs: tipStyles.docs ?? '',
        },
        onChange: (path, content) => {
          started.edit(path, content);
          setEdited(Object.keys(started.edits()).length > 0);
          writeAddress();
          refresh();
        },
      });
      editor.current.show(pathOf(opened.focus));
      setActive(opened.focus);
      setEditorShown(true);
      const [, found] = await Promise.all([started.opened, firstProblems]);
      if (cancelled) return;
      setProblems(found);
      setStatus({ kind: 'ready' });
      performance.mark('playground-ready');
      const initial = await started.plan();
      if (!cancelled) setPlan(initial);
    })().catch((error: unknown) => {
      if (!cancelled)
        setStatus({
          kind: 'failed',
          message: `TypeScript could not be loaded (${(error as Error).message}). Reload the page to try again.`,
        });
    });
    return () => {
      cancelled = true;
      setEditorShown(false);
      editor.current?.destroy();
      editor.current = null;
      session.current?.close();
      session.current = null;
      setOutput(null);
      setPlan(null);
    };
  }, [opened, labels, writeAddress, keysHintId]);

  const select = useCallback(
    (name: string) => {
      editor.current?.show(pathOf(name));
      setActive(name);
      openFile.current = name;
      writeAddress();
    },
    [writeAddress],
  );

  const shown = opened?.project.files.filter((f) => f.shown) ?? [];
  const setup = opened?.project.files.filter((f) => !f.shown) ?? [];
  const tabs = [...shown, ...(showSetup ? setup : [])];

  /** The keys of a tab row: Left and Right go to the previous or next file, Home and End to the ends. */
  const moveAlongTabs = (event: React.KeyboardEvent, index: number) => {
    const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: tabs.length - 1 }[
      event.key
    ];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length];
    if (!next) return;
    select(next.name);
    tabButtons.current.get(next.name)?.focus();
  };
  const version = opened?.project.version ?? '';
  const versionLabel = labels[version] ?? version;

  const loadingText =
    status.kind === 'loading'
      ? (status.message ?? downloadsText(downloads, { version, label: versionLabel }))
      : null;

  return (
    <div className={styles.playground} data-state={status.kind}>
      <header>
        <Heading as="h1" className="margin-bottom--sm">
          Playground
        </Heading>
        {/* Until the project opens, where its description will be says what is happening. */}
        <p
          className={clsx('margin-bottom--none', styles.context)}
          role={opened ? undefined : 'status'}
        >
          {opened ? (
            <>
              The project of a sample on <Link to={opened.pageUrl}>{opened.pageTitle}</Link>,
              checked with TypeScript {opened.project.setup?.typescriptVersion} and the packages of
              tRPC {versionLabel}: types, problems and completions as you type.
            </>
          ) : status.kind === 'loading' ? (
            loadingText
          ) : null}
        </p>
      </header>
      {status.kind === 'failed' && (
        <div className="alert alert--danger" role="alert">
          {status.message} <Link to={`${baseUrl}${DEFAULT_PAGE}`}>Go to the quickstart</Link>
        </div>
      )}
      {opened && (
        <div className={styles.files}>
          <div className="tabs" role="tablist" aria-label="Files of the project">
            {tabs.map((file, index) => (
              <button
                key={file.name}
                ref={(element) => {
                  if (element) tabButtons.current.set(file.name, element);
                  else tabButtons.current.delete(file.name);
                }}
                type="button"
                role="tab"
                aria-selected={active === file.name}
                aria-controls={panelId}
                // One Tab stop for the row; the arrow keys move along it.
                tabIndex={file.name === (active ?? tabs[0]?.name) ? 0 : -1}
                className={clsx(
                  'clean-btn tabs__item',
                  styles.tab,
                  active === file.name && 'tabs__item--active',
                )}
                onClick={() => select(file.name)}
                onKeyDown={(event) => moveAlongTabs(event, index)}
              >
                {file.name}
                {!file.shown && ' (setup, read-only)'}
                <FileErrors count={errorsIn(problems, file.name)} />
              </button>
            ))}
          </div>
          {setup.length > 0 && (
            <button
              type="button"
              className="button button--link button--sm"
              aria-expanded={showSetup}
              onClick={() => setShowSetup((open) => !open)}
            >
              {showSetup ? 'Hide' : 'Show'} the setup files the page hides ({setup.length})
            </button>
          )}
        </div>
      )}
      {opened && status.kind !== 'failed' && (
        <Toolbar
          loading={opened && status.kind === 'loading' ? loadingText : null}
          edited={edited}
          link={async () => `${window.location.origin}${await currentAddress()}`}
          sampleAddress={`${location.pathname}${sampleQuery(location.search)}`}
          run={
            plan?.kind === 'run'
              ? { label: output ? 'Run again' : 'Run', start: () => void run() }
              : null
          }
        />
      )}
      {opened && !editorShown && (
        <pre className={styles.preview} tabIndex={0} aria-label={`${opened.focus} (loading)`}>
          {previewText(
            opened.project.files.find((file) => file.name === opened.focus),
            opened.edits,
          )}
        </pre>
      )}
      {/* Laid out only once it replaces the text above: an editor drawn below the text first
          would move up into its place, and the page would jump. */}
      <div
        id={panelId}
        ref={editorParent}
        className={styles.editor}
        role="tabpanel"
        aria-label={active ?? 'Editor'}
        hidden={!editorShown}
      />
      {opened && (
        <p id={keysHintId} className={clsx('margin-bottom--none', styles.keysHint)}>
          In the editor, Tab indents: press Esc, then Tab, to move on.
        </p>
      )}
      {status.kind === 'ready' && (
        <section className={styles.problems} aria-label="Problems">
          <p role="status" className="margin-bottom--xs text--bold">
            {problemsSummary(problems)}
            {/* Heard, not shown (the list below shows it): which problem, not only how many. */}
            {problems[0] && (
              <span className="visually-hidden">
                {problems.length > 1 ? '; first: ' : ': '}
                {problems[0].path.slice(1)} line {problems[0].line}, {problems[0].message}
              </span>
            )}
          </p>
          {problems.length > 0 && (
            <ul>
              {problems.map((problem) => (
                <li key={`${problem.path}:${problem.from}:${problem.code}`}>
                  <button
                    type="button"
                    className={clsx('clean-btn', styles.problemFile)}
                    onClick={() => {
                      select(problem.path.slice(1));
                      editor.current?.reveal(problem.from);
                    }}
                  >
                    {problem.path.slice(1)}:{problem.line}:{problem.column}
                  </button>{' '}
                  <span>{problem.message}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {status.kind === 'ready' && plan && (
        <p className={clsx('margin-bottom--none', styles.planNote)}>
          {plan.kind === 'run' ? (
            <>
              Run runs the project in a sandbox in this tab, with no network.
              {plan.standIns.map(({ path, server }) => (
                <React.Fragment key={path}>
                  {' '}
                  The {server} in <code>{path.slice(1)}</code> cannot listen in a browser: its
                  router answers the client&apos;s requests in memory, at the URL the client uses.
                </React.Fragment>
              ))}
            </>
          ) : (
            <>
              Types only: <code>{plan.path.slice(1)}</code> imports <code>{plan.module}</code>,
              which {plan.reason}.
            </>
          )}
        </p>
      )}
      {output && <RunOutput entries={output} idle={idle} />}
    </div>
  );
}
