import React, { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { Problem } from '../../shared/protocol';
import type * as EditorModule from '../../client/editor';
import type { Caret } from '../../client/editor';
import { pageProject, startSession, type ProjectFile, type Session } from '../../client/session';
import { problemsRefresher } from '../../client/problemsRefresher';
import { downloadsText, useDownloads } from '../../client/downloadsText';
import tipStyles from '../../../code-samples/types/client/typeTips.module.css';
import styles from './styles.module.css';

/** Which block the reader went into, and where they clicked in it. */
export type LiveStart = { pane: number; caret?: Caret };

type Ready = {
  shown: ProjectFile[];
  session: Session;
  editor: typeof EditorModule;
};

function summary(problems: Problem[]): string {
  if (problems.length === 0) return 'TypeScript finds no problems.';
  const files = [...new Set(problems.map((p) => p.path.slice(1)))].join(' and ');
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return `${count} in ${files}: ${problems[0]?.message ?? ''}`;
}

/** The page's first block's project, open in TypeScript, and the editor's module. */
async function load(baseUrl: string, from: string): Promise<Ready> {
  const editor = import('../../client/editor');
  const session = await startSession(await pageProject(baseUrl, from));
  await session.opened;
  return {
    shown: session.project.files.filter((file) => file.shown),
    session,
    editor: await editor,
  };
}

/**
 * The live side of LiveCode: the static blocks stay until TypeScript has the project, then an
 * editor per shown file takes their place, the reader's click becoming the caret.
 */
export default function LivePanes({
  from,
  start,
  takeTyped,
  children,
}: {
  from: string;
  start: LiveStart;
  /** What the reader typed on the static code since going live, once, as the editors open. */
  takeTyped: () => string;
  children: ReactNode;
}): ReactNode {
  const baseUrl = useBaseUrl('/');
  const [ready, setReady] = useState<Ready | null>(null);
  const [failed, setFailed] = useState(false);
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const [edited, setEdited] = useState(false);
  const reset = useRef<(() => void) | null>(null);
  const downloads = useDownloads();
  const parents = useRef<(HTMLDivElement | null)[]>([]);
  const keysHintId = useId();

  useEffect(() => {
    let cancelled = false;
    load(baseUrl, from).then(
      (loaded) => !cancelled && setReady(loaded),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [baseUrl, from]);

  useLayoutEffect(() => {
    if (!ready) return undefined;
    const { refresh, stop } = problemsRefresher(() => ready.session.problems(), setProblems);
    const panes = ready.editor.createPanes({
      worker: ready.session.worker,
      panes: ready.shown.map((file, index) => ({
        file: {
          path: file.path,
          content: file.content,
          hiddenLines: file.hiddenLines,
          readOnly: false,
        },
        parent: parents.current[index]!,
      })),
      label: (file) => file.path.slice(1),
      describedBy: keysHintId,
      tipClasses: { type: tipStyles.type ?? '', docs: tipStyles.docs ?? '' },
      onChange: (path, content) => {
        ready.session.edit(path, content);
        setEdited(Object.keys(ready.session.edits()).length > 0);
        refresh();
      },
    });
    reset.current = () => {
      panes.reset();
      panes.focus(start.pane);
    };
    panes.focus(start.pane, start.caret, takeTyped());
    refresh();
    return () => {
      stop();
      reset.current = null;
      panes.destroy();
    };
    // takeTyped is read once, when the editors open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, start]);

  if (!ready)
    return (
      <>
        {children}
        <p className={styles.status} role="status">
          {failed
            ? 'TypeScript could not be loaded: the code stays as it is. Reload the page to try again.'
            : downloadsText(downloads, { purpose: ' to check the code as you edit it' })}
        </p>
      </>
    );
  return (
    <>
      {ready.shown.map((file, index) => (
        <div key={file.name} className={styles.pane}>
          <div className={styles.title}>{file.name}</div>
          <div
            ref={(element) => {
              parents.current[index] = element;
            }}
          />
        </div>
      ))}
      <p id={keysHintId} className={styles.keysHint}>
        In the editor, Tab indents: press Esc, then Tab, to move on.
      </p>
      <div className={styles.status}>
        <p
          className="margin-bottom--none"
          role="status"
          // How many problems TypeScript found, for the benchmarks to wait on.
          data-problems={problems?.length ?? ''}
        >
          {problems ? summary(problems) : 'Checking…'}
        </p>
        {edited && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => reset.current?.()}
          >
            Reset the code
          </button>
        )}
      </div>
    </>
  );
}
