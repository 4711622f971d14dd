import { describe, expect, it } from 'vitest';
import { editDistance } from '../../src/text/editDistance';
import {
  allowedEdits,
  closestWord,
  closestWords,
  contentTerms,
  messagePhrase,
  memberChains,
  missingModule,
  missingPackage,
  printedValue,
  isPrefixOfWord,
} from '../../src/plugins/search/client/spelling';

const vocabulary = ['middleware', 'context', 'useQuery', 'transformer', 'error', 'formatting'];

describe('query words', () => {
  it('drops common words unless nothing else is left, and splits dotted names', () => {
    expect(contentTerms('send dates over the wire')).toEqual(['send', 'dates', 'wire']);
    expect(contentTerms('how to')).toEqual(['how', 'to']);
    expect(contentTerms('trpc.useContext()')).toEqual(['usecontext']);
  });

  it('ranks a whole question by the words that name its subject', () => {
    expect(contentTerms('How do I get the request headers in a procedure?')).toEqual([
      'request',
      'headers',
      'procedure',
    ]);
    expect(contentTerms("why aren't cookies sent?")).toEqual(['cookies', 'sent']);
    // A symptom told as a story keeps the words of what goes wrong, not of the telling.
    expect(contentTerms('I need the list to refresh after every change')).toEqual([
      'list',
      'refresh',
      'change',
    ]);
    expect(contentTerms("what's tRPC")).toEqual(['what', 's', 'trpc']);
  });

  it('splits code punctuation into words', () => {
    expect(contentTerms("router.merge('user.', userRouter)")).toEqual([
      'router',
      'merge',
      'user.',
      'userrouter',
    ]);
  });
});

describe('spelling correction', () => {
  it('allows one edit up to 7 letters, two from 8, none below 4', () => {
    expect([allowedEdits('ctx'), allowedEdits('eror'), allowedEdits('metdata')]).toEqual([0, 1, 1]);
    expect(allowedEdits('midleware')).toBe(2);
  });

  it('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(editDistance('contxet', 'context', 2)).toBe(1);
    expect(editDistance('midleware', 'middleware', 2)).toBe(1);
    expect(editDistance('router', 'middleware', 2)).toBe(3);
  });

  it('corrects to the closest indexed word, in the spelling the pages use', () => {
    expect(closestWord('midleware', vocabulary)).toBe('middleware');
    expect(closestWord('useQuerry', vocabulary)).toBe('useQuery');
    expect(closestWord('eror', vocabulary)).toBe('error');
    expect(closestWord('transfomer', vocabulary)).toBe('transformer');
  });

  it('leaves words too far from every indexed word, and short words, alone', () => {
    expect(closestWord('zzzzzz', vocabulary)).toBeNull();
    expect(closestWord('ctx', vocabulary)).toBeNull();
    // 'contxt' is one edit from 'context'; 'cntxt' is two, more than 5 letters allow.
    expect(closestWord('contxt', vocabulary)).toBe('context');
    expect(closestWord('cntxt', vocabulary)).toBeNull();
  });

  it('prefers the commoner of two equally close words, and lists the close ones', () => {
    // 'tast' is one edit from both; the vocabulary lists the commoner first.
    expect(closestWord('tast', ['test', 'tart'])).toBe('test');
    expect(closestWord('tast', ['tart', 'test'])).toBe('tart');
    expect(closestWords('loger', ['lower', 'logger', 'later'])).toEqual(['lower', 'logger']);
  });

  it('never changes the first letter: "federation" is not "generation"', () => {
    expect(closestWord('federation', ['generation'])).toBeNull();
    expect(closestWord('tast', ['fast'])).toBeNull();
  });

  it('knows a word being typed', () => {
    expect(isPrefixOfWord('midd', vocabulary)).toBe(true);
    expect(isPrefixOfWord('midl', vocabulary)).toBe(false);
  });
});

describe('a pasted stack frame', () => {
  it("loses its source locations, keeping the message and the frame's function", () => {
    expect(
      contentTerms('TRPCError: UNAUTHORIZED\n    at isAuthed (/app/src/server/trpc.ts:18:11)'),
    ).toEqual(['trpcerror', 'unauthorized', 'isauthed']);
    expect(contentTerms('fetch failed at node:internal/deps/undici/undici:11457:11')).toEqual([
      'fetch',
      'failed',
    ]);
    // A time or a key with a colon is not a location.
    expect(contentTerms("useQuery('post:list') at 10:30")).toEqual([
      'usequery',
      'post',
      'list',
      '10',
      '30',
    ]);
  });
});

describe("a pasted message's opening words", () => {
  it('are the words before its first symbol, without error names, JSON keys and stack frames', () => {
    expect(messagePhrase('Error: You seem to have several transformers')).toBe(
      'You seem to have several transformers',
    );
    expect(messagePhrase('TRPCClientError: Unexpected token \'<\', "<!DOCTYPE "...')).toBe(
      'Unexpected token',
    );
    expect(
      messagePhrase('{"error":{"message":"No \\"query\\"-procedure on path","code":-1}}'),
    ).toBe('No query-procedure on path');
    expect(messagePhrase('ReferenceError: WebSocket is not defined\n    at x (/a/b.js:1:2)')).toBe(
      'WebSocket is not defined',
    );
    expect(
      messagePhrase('{"id":null,"error":{"message":"Output validation failed","code":-32603}}'),
    ).toBe('Output validation failed');
    expect(messagePhrase('TRPCClientError: <html>')).toBeNull();
  });

  it('reads a path or URL in a message as the words the index keeps of it', () => {
    expect(
      messagePhrase('{"message":"Route GET:/trpc/post.list,post.byId?batch=1 not found"}'),
    ).toBe('Route GET trpc post list post byId batch');
    expect(messagePhrase('Cannot GET /api/trpc/post.list?batch=1&input=%7B%7D')).toBe(
      'Cannot GET api trpc post list batch 1',
    );
  });

  it("takes the error's name into the phrase of a one-word message, such as an error code", () => {
    expect(messagePhrase('TRPCClientError: UNAUTHORIZED')).toBe('TRPCClientError UNAUTHORIZED');
    expect(
      messagePhrase('Uncaught TRPCClientError: FORBIDDEN\n    at /home/dev/app/src/a.ts:3:9'),
    ).toBe('TRPCClientError FORBIDDEN');
    expect(messagePhrase('UNAUTHORIZED')).toBeNull();
  });
});

describe('a pasted message that a package is missing', () => {
  it('names the package, from each tool that prints one', () => {
    expect(
      missingPackage(
        "Cannot find module '@trpc/server/adapters/next' or its corresponding type declarations.ts(2307)",
      ),
    ).toBe('@trpc/server');
    expect(missingModule("Cannot find module '@trpc/server/adapters/next'")).toBe(
      '@trpc/server/adapters/next',
    );
    expect(missingModule("Cannot find module './utils'")).toBeNull();
    expect(missingPackage("Module not found: Error: Can't resolve 'superjson' in '/app/src'")).toBe(
      'superjson',
    );
    expect(
      missingPackage("Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'zod' imported from x"),
    ).toBe('zod');
    expect(missingPackage('Failed to resolve import "@trpc/react-query" from "src/App.tsx"')).toBe(
      '@trpc/react-query',
    );
  });

  it("is none for the reader's own file, Node's modules or another message", () => {
    expect(missingPackage("Cannot find module './utils/trpc'")).toBeNull();
    expect(missingPackage("Cannot find module 'node:fs'")).toBeNull();
    expect(missingPackage('No QueryClient set, use QueryClientProvider to set one')).toBeNull();
  });

  it('reads the code a pasted message names, not its data, files or stack', () => {
    expect(
      memberChains('TypeError: trpc.useQuery is not a function at Home (./src/pages/a.tsx:9:24)'),
    ).toEqual(['trpc useQuery']);
    expect(
      memberChains("Cannot read properties of undefined (reading 'x') in utils.post.invalidate"),
    ).toEqual(['utils post invalidate']);
    expect(memberChains('TypeError: createRouter().query is not a function')).toEqual([
      'createRouter query',
    ]);
    expect(memberChains('No "query"-procedure on path "post.byId"')).toEqual([]);
    expect(memberChains('Cannot find module or its type declarations.ts(2307)')).toEqual([]);
    expect(memberChains('at Object.fetch (node:internal/deps/undici:13:5)')).toEqual([]);
    expect(memberChains('fetch failed\n    at Function.from (/app/x.js:1:2)')).toEqual([]);
  });

  it('reads a value copied from a console as its first words, not a JSON error body', () => {
    expect(printedValue("{ json: { title: 'Hello' } }")).toBe('json title Hello');
    expect(
      printedValue("{ json: { title: 'Hello' } }\n    at /home/dev/app/src/index.ts:14:11"),
    ).toBe('json title Hello');
    expect(printedValue('[ { "code": "too_small", "minimum": 1, "type": "string" } ]')).toBe(
      'too_small 1 string',
    );
    expect(
      printedValue('{"error":{"message":"Unexpected end of JSON input","code":-32700}}'),
    ).toBeNull();
    expect(printedValue('json title hello')).toBeNull();
  });
});
