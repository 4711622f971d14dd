import { describe, expect, it } from 'vitest';
import { httpExchanges } from '../../samples/doctest';
import { codeFences, markdownTables } from '../../src/plugins/code-samples/model/extract';

const fence = (body: string) => '```http\n' + body + '\n```\n';

describe('doc test harness', () => {
  it('pairs each printed request with the response after it, in its section', () => {
    const markdown = `## Queries\n\n${fence('GET /api/a?input=1')}\n${fence(
      'HTTP/1.1 200 OK\ncontent-type: application/json\n\n{ "result": { "data": 1 } }',
    )}\n## Mutations\n\n${fence('POST /api/b\ncontent-type: application/json\n\n{"x":1}')}\n${fence(
      'HTTP/1.1 204 No Content',
    )}`;
    expect(httpExchanges(codeFences(markdown), 'p.md')).toEqual([
      {
        section: 'Queries',
        line: 3,
        request: { method: 'GET', target: '/api/a?input=1', headers: {}, body: '' },
        response: {
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: { result: { data: 1 } },
        },
      },
      {
        section: 'Mutations',
        line: 16,
        request: {
          method: 'POST',
          target: '/api/b',
          headers: { 'content-type': 'application/json' },
          body: '{"x":1}',
        },
        response: { status: 204, headers: {}, body: '' },
      },
    ]);
  });

  it('refuses a request printed without its response, naming page and line', () => {
    expect(() => httpExchanges(codeFences(`Text\n\n${fence('GET /a')}`), 'p.md')).toThrow(
      'p.md:3: request without a response after it',
    );
    expect(() =>
      httpExchanges(codeFences(`${fence('GET /a')}\n${fence('GET /b')}`), 'p.md'),
    ).toThrow('p.md:1: request without a response after it');
  });

  it('refuses a response printed without a request and a fence that is neither', () => {
    expect(() => httpExchanges(codeFences(fence('HTTP/1.1 200 OK')), 'p.md')).toThrow(
      'p.md:1: response without a request before it',
    );
    expect(() => httpExchanges(codeFences(fence('hello')), 'p.md')).toThrow(
      'p.md:1: an http fence starts with a request or a status line',
    );
  });

  it('reads tables as rows keyed by header text, with inline code as plain text', () => {
    const markdown = '## Codes\n\n| Code | HTTP |\n| --- | --- |\n| `NOT_FOUND` | 404 |\n';
    expect(markdownTables(markdown)).toEqual([
      { section: 'Codes', line: 3, rows: [{ Code: 'NOT_FOUND', HTTP: '404' }] },
    ]);
  });
});
