// Lighthouse scores of the served build, in Debian's Chromium. Lighthouse runs in a process of
// its own (./lighthouse-session.mjs): it evaluates functions in the page by their source text,
// which tsx's transform breaks.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../../tests/support/chromium';

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export type LighthouseRun = {
  url: string;
  formFactor: 'desktop' | 'mobile';
  categories: Category[];
};

type Report = {
  runtimeError?: { message: string };
  categories: Partial<
    Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  >;
  audits: Record<string, { score: number | null; title: string; numericValue?: number }>;
};

/**
 * Scores, the weighted audits that kept a category below 100 (as `category: audit`), and the
 * page's Total Blocking Time in ms when performance was audited.
 */
export type Scores = Partial<Record<Category, number>> & {
  failing?: string[];
  totalBlockingTime?: number;
};

type Answer = { id: number; report?: Report; error?: string };

/** Scores 0-100 from a report, and the weighted audits that kept each category below 100. */
function scoresOf(url: string, categories: Category[], report: Report): Scores {
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const scores: Scores = {
    failing: [],
    totalBlockingTime: report.audits['total-blocking-time']?.numericValue,
  };
  for (const category of categories) {
    const result = report.categories[category];
    scores[category] = Math.round((result?.score ?? 0) * 100);
    for (const ref of result?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        scores.failing?.push(`${category}: ${ref.id} (${audit.title})`);
      }
    }
  }
  return scores;
}

export type LighthouseSession = {
  /** Runs Lighthouse once; scores are 0-100. */
  run: (run: LighthouseRun) => Promise<Scores>;
  close: () => Promise<void>;
};

/** Starts Lighthouse with one Chromium (./lighthouse-session.mjs) for runs one after another. */
export function openLighthouse(): LighthouseSession {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./lighthouse-session.mjs', import.meta.url))],
    {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const waiting = new Map<number, (answer: Answer) => void>();
  let ended: Error | null = null;
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const answer = JSON.parse(line) as Answer;
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  child.on('exit', (code) => {
    ended = new Error(`Lighthouse stopped (exit code ${code})`);
    for (const resolve of waiting.values()) resolve({ id: -1, error: ended.message });
    waiting.clear();
  });
  let next = 0;
  return {
    async run({ url, formFactor, categories }) {
      if (ended) throw ended;
      const id = next++;
      const answer = await new Promise<Answer>((resolve) => {
        waiting.set(id, resolve);
        child.stdin.write(`${JSON.stringify({ id, url, formFactor, categories })}\n`);
      });
      if (!answer.report) throw new Error(`Lighthouse on ${url}: ${answer.error}`);
      return scoresOf(url, categories, answer.report);
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (ended) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
