// The names part of the relevance suite, generated from the pages and never written by hand: a
// reader who types a name alone must find a page that teaches it among the first three. For each
// docs version: every export of a tRPC package that a page's compiled samples import (the page
// teaches it), every code of the version's error code tables (the pages with such a table teach
// it), and on 10.x every 9.x name the migration guide's table maps (the guide teaches it). A page
// that starts importing a name, or a new row in a table, adds its case at once.
import { markdownTables } from '../../src/plugins/code-samples/model/extract';
import { guidePages, importedNames, type GuidePage } from '../../src/content/guidePages';
import { readVersions } from '../../src/content/versions';
import type { Case, Version } from '../bench-relevance';

/** Codes in the first column of a table headed `Code`: the version's error code tables. */
function tableCodes(page: GuidePage): Set<string> {
  const codes = new Set<string>();
  for (const table of markdownTables(page.markdown))
    for (const row of table.rows) {
      const code = row.Code;
      if (code && /^[A-Z_]+$/.test(code)) codes.add(code);
    }
  return codes;
}

/** 9.x calls the migration guide's table maps to 10.x: `.formatError(fn)`, `new Subscription(…)`. */
function mappedOldNames(page: GuidePage): Set<string> {
  const names = new Set<string>();
  const tables = markdownTables(page.markdown);
  // A name both versions use (`useQuery`, `createCaller`) is taught by the 10.x pages as well.
  const current = tables.flatMap((table) => table.rows.map((row) => row['10.x'] ?? '')).join(' ');
  for (const table of tables)
    for (const row of table.rows) {
      const old = row['9.x'] ?? '';
      for (const [, name = ''] of old.matchAll(/(?:\bnew\s+|\.|\b)([A-Za-z]\w*)\s*[(<]/g))
        // A camel-case name says what it is; one word such as `merge` or `Subscription` says
        // little on its own, and the pages use it for many things.
        if (
          /^[a-z]+[A-Z]|^[A-Z][a-z]+[A-Z]/.test(name) &&
          name.length >= 6 &&
          !new RegExp(`\\b${name}\\b`).test(current)
        )
          names.add(name);
    }
  return names;
}

/** Every name case of every version: the query is the name, alone, as a reader types it. */
export function taughtNameCases(): Case[] {
  const cases: Case[] = [];
  for (const version of readVersions()) {
    const label = version.label as Version;
    const pages = guidePages(version);
    const teachers = new Map<string, Set<string>>();
    const teach = (name: string, route: string) =>
      teachers.set(name, (teachers.get(name) ?? new Set()).add(route));
    for (const page of pages) {
      for (const { name } of importedNames(page)) teach(name, page.route);
      // A code is taught where a table explains it, not wherever a sample throws it: a reader
      // who types `BAD_REQUEST` wants what it means and its status.
      for (const code of tableCodes(page)) teach(code, page.route);
      if (/\/migration\//.test(page.file))
        for (const name of mappedOldNames(page)) teach(name, page.route);
    }
    for (const [name, routes] of [...teachers].sort(([a], [b]) => a.localeCompare(b)))
      cases.push({ query: name, version: label, expect: [...routes], kind: 'api' });
  }
  return cases;
}
