import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkHtml,
  judge,
  KNOWN_DOCUSAURUS_ERRORS,
  type VnuMessage,
} from '../../scripts/validate-html';

const fixtures = path.resolve('tests/fixtures/html-validation');

describe('the Nu HTML Checker step', () => {
  it('fails on markup the site adds: a named role-less div, a div inside code', async () => {
    const verdict = judge(await checkHtml([path.join(fixtures, 'invalid.html')]));
    expect(verdict.failures).toHaveLength(2);
    expect(verdict.failures.join('\n')).toMatch(/aria-label.*must not be specified on any “div”/);
    expect(verdict.failures.join('\n')).toMatch(
      /Element “div” not allowed as child of element “code”/,
    );
  }, 60_000);

  it('passes the same page written validly', async () => {
    expect(judge(await checkHtml([path.join(fixtures, 'valid.html')])).failures).toEqual([]);
  }, 60_000);

  it('accepts a listed Docusaurus error up to its count and fails when it grows', () => {
    const [tabs] = KNOWN_DOCUSAURUS_ERRORS;
    if (!tabs) throw new Error('no known errors listed');
    const message = (n: number): VnuMessage => ({
      type: 'error',
      url: `file:/build/page-${n}.html`,
      message: tabs.message,
    });
    const atMax = Array.from({ length: tabs.max }, (_, n) => message(n));
    expect(judge(atMax).failures).toEqual([]);
    expect(judge([...atMax, message(tabs.max)]).failures).toHaveLength(1);
  });
});
