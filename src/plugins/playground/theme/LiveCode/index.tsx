import React, { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { LiveStart } from './LivePanes';
import { startPlaygroundWorker } from '../../client/startWorker';
import { versionOfPage } from '../../shared/setups';

const LivePanes = lazy(() => import('./LivePanes'));

/** Where in a block's text a screen point is: the reader's click becomes the editor's caret. */
function caretAt(pre: Element, x: number, y: number): LiveStart['caret'] {
  const position = document.caretPositionFromPoint?.(x, y);
  const range = position ? undefined : document.caretRangeFromPoint?.(x, y);
  const node = position?.offsetNode ?? range?.startContainer;
  const offset = position?.offset ?? range?.startOffset;
  // A block's lines are its `.token-line` elements (each ends with a <br>, not a newline).
  const line = node?.parentElement?.closest('.token-line');
  if (!node || offset === undefined || !line || !pre.contains(line)) return undefined;
  const before = document.createRange();
  before.setStart(line, 0);
  before.setEnd(node, offset);
  const lines = [...pre.querySelectorAll('.token-line')];
  return { line: lines.indexOf(line) + 1, column: before.toString().length };
}

/** Adds a typed key to what is held (a Backspace takes one back); true when it was held. */
function holdKey(typed: { current: string }, event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.key.length === 1) {
    typed.current += event.key;
    return true;
  }
  if (event.key === 'Backspace' && typed.current) {
    typed.current = typed.current.slice(0, -1);
    return true;
  }
  return false;
}

export default function LiveCode({
  from,
  className,
  children,
}: {
  /** The docs page whose project the blocks are (`/docs/v10/landing-intro/LiveDemo`). */
  from: string;
  className?: string;
  children: ReactNode;
}): ReactNode {
  const baseUrl = useBaseUrl('/');
  const container = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<LiveStart | null>(null);
  // What the reader types from the key that starts the editor until it is ready (seconds on a
  // slow phone), typed into it then rather than lost.
  const typed = useRef('');
  const editing = useRef(false);

  // While the editors load, the static block may lose focus as it is shown again inside the
  // loading view: keys typed anywhere but in another field are held for the editor.
  useEffect(() => {
    if (!start) return undefined;
    const hold = (event: KeyboardEvent) => {
      const focused = document.activeElement;
      const elsewhere =
        focused && focused !== document.body && !container.current?.contains(focused);
      if (editing.current || elsewhere) return;
      if (!holdKey(typed, event)) return;
      // The key is the code's: not the site's shortcuts' ("/" would open search).
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', hold, true);
    return () => window.removeEventListener('keydown', hold, true);
  }, [start]);

  const warm = () => {
    // The compiler and the version's types first, at once: on a slow line they are most of the
    // wait, and the project's file and the editor's code can follow alongside.
    const version = versionOfPage(from);
    if (version) startPlaygroundWorker(version);
    import('../../client/session')
      .then(({ warm }) => warm(baseUrl, from))
      // Only a head start: going live loads what it needs.
      .catch(() => undefined);
  };
  const goLive = (target: EventTarget, point?: { x: number; y: number }) => {
    if (start || !(target instanceof Element) || target.closest('a, button')) return;
    const pre = target.closest('pre');
    const blocks = [...(container.current?.querySelectorAll('pre') ?? [])];
    if (!pre || !blocks.includes(pre)) return;
    setStart({ pane: blocks.indexOf(pre), caret: point && caretAt(pre, point.x, point.y) });
  };

  return (
    <div
      ref={container}
      className={className}
      data-live={start ? 'starting' : 'static'}
      onPointerEnter={warm}
      onFocus={warm}
      onPointerDown={(event) => goLive(event.target, { x: event.clientX, y: event.clientY })}
      onKeyDown={(event) => {
        // Once starting, keys are held by the listener above.
        if (start || !(event.key === 'Enter' || event.key.length === 1)) return;
        if (holdKey(typed, event.nativeEvent)) {
          // The key is the code's: not the site's shortcuts' ("/" would open search).
          event.preventDefault();
          event.stopPropagation();
        }
        goLive(event.target);
      }}
    >
      {start ? (
        <Suspense fallback={children}>
          <LivePanes
            from={from}
            start={start}
            takeTyped={() => {
              const text = typed.current;
              typed.current = '';
              editing.current = true;
              return text;
            }}
          >
            {children}
          </LivePanes>
        </Suspense>
      ) : (
        children
      )}
    </div>
  );
}
