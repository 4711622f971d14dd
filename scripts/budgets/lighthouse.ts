// Lighthouse scores of the served build, in Debian's Chromium. Lighthouse runs as its own CLI
// process: it evaluates functions in the page by their source text, which tsx's transform breaks.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

const run = promisify(execFile);

/** Runs Lighthouse once; scores are 0-100. */
export async function lighthouse({ url, formFactor, categories }: LighthouseRun): Promise<Scores> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      'npx',
      [
        'lighthouse',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${categories.join(',')}`,
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
        // The audit measures the site's own files: anything from another host (an embed a
        // reader starts, a tweet widget) is blocked through DevTools, so whether the machine
        // running the audit can reach it does not change the scores. The site's own files are
        // served over http here, so only third parties use https.
        '--blocked-url-patterns=https://*',
        // Screenshots no score reads: leaving them out saves about a second a run.
        '--disable-full-page-screenshot',
        '--skip-audits=screenshot-thumbnails,final-screenshot',
        '--chrome-flags=--headless=new --no-sandbox --disable-background-networking --disable-component-update',
      ],
      {
        env: { ...process.env, CHROME_PATH: chromiumPath },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(await readFile(output, 'utf8')) as Report;
    if (report.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
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
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
