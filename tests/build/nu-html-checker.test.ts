import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkHtml,
  judge,
  KNOWN_DOCUSAURUS_ERRORS,
  type VnuMessage,
} from '../support/nuHtmlChecker';

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
    const archive = KNOWN_DOCUSAURUS_ERRORS.find((known) => 'max' in known.limit);
    if (!archive || !('max' in archive.limit)) throw new Error('no counted error listed');
    const message = (n: number): VnuMessage => ({
      type: 'error',
      url: `file:/build/page-${n}.html`,
      message: archive.message,
    });
    const atMax = Array.from({ length: archive.limit.max }, (_, n) => message(n));
    expect(judge(atMax).failures).toEqual([]);
    expect(judge([...atMax, message(archive.limit.max)]).failures).toHaveLength(1);
  });

  it("accepts the tabs' error once on each page that has tabs, and nowhere else", () => {
    const tabs = KNOWN_DOCUSAURUS_ERRORS.find((known) => known.message.includes('role=tab'));
    if (!tabs) throw new Error('the tabs error is not listed');
    const html: Record<string, string> = {
      'file:/build/install/index.html': '<div role="tablist"><li role="tab">npm</li></div>',
      'file:/build/other/index.html': '<main><p>No tabs here</p></main>',
    };
    const on = (url: string): VnuMessage => ({ type: 'error', url, message: tabs.message });
    const read = (url: string) => html[url] ?? '';
    const withTabs = on('file:/build/install/index.html');
    expect(judge([withTabs], undefined, read).failures).toEqual([]);
    expect(judge([withTabs, withTabs], undefined, read).failures).toEqual([
      expect.stringContaining('/build/install/index.html: 2 × (at most 1)'),
    ]);
    expect(judge([on('file:/build/other/index.html')], undefined, read).failures).toEqual([
      expect.stringContaining('/build/other/index.html: Every active'),
    ]);
  });
});
