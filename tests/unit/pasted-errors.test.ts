// The pasted-error part of the relevance suite is generated from the troubleshooting pages:
// which queries count as quoting an entry, and what a reader copies from the top of a stack.
import { describe, expect, it } from 'vitest';
import { acceptingEntries, entryPhrases, firstLineOfStack } from '../../scripts/lib/pastedErrors';

const page = [
  '## In the browser {/* #in-the-browser */}',
  '',
  '### The server answers with an HTML page {/* #unexpected-token--doctype--is-not-valid-json */}',
  '',
  'The query returns HTML:',
  '',
  '```text',
  'TRPCClientError: Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON',
  '```',
  '',
  'Node.js 18 words it this way:',
  '',
  '```text',
  'TRPCClientError: Unexpected token < in JSON at position 0',
  '```',
].join('\n');

describe('entryPhrases', () => {
  it("holds the entry's anchor in pieces (not its group's) and every message it prints, whole", () => {
    expect(entryPhrases(page)).toEqual([
      ['unexpected token', 'doctype', 'is not valid json'],
      ['trpcclienterror: unexpected token \'<\', "<!doctype "... is not valid json'],
      ['trpcclienterror: unexpected token < in json at position 0'],
    ]);
  });
});

describe('acceptingEntries', () => {
  it("a query quoting an entry's second wording is answered by the troubleshooting page too", () => {
    const [accepted] = acceptingEntries([
      {
        query: 'TRPCClientError: Unexpected token < in JSON at position 0',
        version: '9.x',
        expect: '/docs/v9/nextjs',
        kind: 'pasted',
      },
    ]);
    expect(accepted?.expect).toEqual(['/docs/v9/nextjs', '/docs/v9/troubleshooting']);
  });

  it('a query that quotes no entry keeps its expectation', () => {
    const [kept] = acceptingEntries([
      {
        query: 'Unexpected token in my form',
        version: '9.x',
        expect: '/docs/v9/nextjs',
        kind: 'pasted',
      },
    ]);
    expect(kept?.expect).toBe('/docs/v9/nextjs');
  });
});

describe('firstLineOfStack', () => {
  it("is the message's first line when that line says what failed", () => {
    expect(firstLineOfStack('Error: Duplicate key post\nmore')).toBe('Error: Duplicate key post');
  });

  it('is the whole message when its first line is only the error name opening a list', () => {
    const message = 'TRPCClientError: [\n  {\n    "code": "too_small"\n  }\n]';
    expect(firstLineOfStack(message)).toBe(message);
  });
});
