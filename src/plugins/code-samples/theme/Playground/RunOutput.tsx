import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type { RunnerReport } from '../../playground/runner/messages';
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
  return (
    <section className={styles.output} aria-label="Output">
      <Heading as="h2" className="margin-bottom--xs">
        Output
      </Heading>
      {entries.length === 0 ? (
        <p className="margin-bottom--none" role="status">
          {idle ? 'The project ran and printed nothing.' : 'Running…'}
        </p>
      ) : (
        <ol role="log" className={clsx('clean-list', styles.outputList)}>
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
      )}
    </section>
  );
}
