import React, { useEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type { RunnerReport } from '../../shared/runnerMessages';
import styles from './styles.module.css';

export type OutputEntry = Exclude<RunnerReport, { type: 'ready' | 'idle' }>;

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** The batch's inputs, which the URL carries encoded, as a reader would decode them. */
function decodedInput(url: string): string | undefined {
  try {
    return new URL(url).searchParams.get('input') ?? undefined;
  } catch {
    return undefined;
  }
}

function Request({ entry }: { entry: Extract<OutputEntry, { type: 'request' }> }): ReactNode {
  const input = decodedInput(entry.url);
  return (
    <>
      <span className={styles.requestLine}>
        {entry.method} {entry.url} → <strong>{entry.status}</strong>
      </span>
      {input !== undefined && <pre className={styles.body}>input: {input}</pre>}
      {entry.requestBody && <pre className={styles.body}>body: {pretty(entry.requestBody)}</pre>}
      <pre className={styles.body}>{pretty(entry.responseBody)}</pre>
    </>
  );
}

/** What a run printed and each request its client made, in the order they happened. */
export default function RunOutput({
  entries,
  idle,
}: {
  entries: OutputEntry[];
  /** The project has run and nothing is in flight. */
  idle: boolean;
}): ReactNode {
  const section = useRef<HTMLElement>(null);
  const starting = entries.length === 0 && !idle;
  // A run starts with a click on Run, which sits above the editor; its output comes below
  // it, off screen on a laptop or a phone. Bring the output's top into view as the run starts.
  useEffect(() => {
    const element = section.current;
    if (!starting || !element) return;
    const { top } = element.getBoundingClientRect();
    if (top >= 0 && top < window.innerHeight * 0.75) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [starting]);
  const requests = entries.filter((entry) => entry.type === 'request').length;
  const problems = entries.filter(
    (entry) => entry.type === 'error' || (entry.type === 'console' && entry.level === 'error'),
  ).length;
  return (
    <section ref={section} className={styles.output} aria-label="Output">
      <Heading as="h2" className="margin-bottom--xs">
        Output
      </Heading>
      {entries.length === 0 ? (
        <p className="margin-bottom--none" role="status">
          {idle ? 'The project ran and printed nothing.' : 'Running…'}
        </p>
      ) : (
        // A live region around the list, not on it: the list keeps its list semantics.
        <div role="log">
          <ol className={clsx('clean-list', styles.outputList)}>
            {entries.map((entry, index) => (
              <li
                // The list only grows: an entry keeps its place.
                key={index}
                data-kind={entry.type === 'console' ? entry.level : entry.type}
                className={styles.outputEntry}
              >
                {entry.type === 'request' ? <Request entry={entry} /> : entry.text}
              </li>
            ))}
          </ol>
        </div>
      )}
      {/* Said once the run is over, for a reader who does not watch the list grow. */}
      {entries.length > 0 && (
        <p className="visually-hidden" role="status">
          {idle
            ? `Run finished: ${entries.length - requests} ${entries.length - requests === 1 ? 'line' : 'lines'} printed, ${requests} ${requests === 1 ? 'request' : 'requests'}${problems > 0 ? `, ${problems} ${problems === 1 ? 'error' : 'errors'}` : ''}.`
            : ''}
        </p>
      )}
    </section>
  );
}
