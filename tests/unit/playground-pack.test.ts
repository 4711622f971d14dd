import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TS from 'typescript';
import { describe, expect, it } from 'vitest';
import { packedWithoutDocs, withoutDocComments } from '../../src/plugins/playground/build/pack';

const ts = createRequire(path.resolve('samples/v10/package.json'))('typescript') as typeof TS;
const nodeTypes = path.resolve('samples/v10/node_modules/@types/node');
const libDir = path.dirname(ts.getDefaultLibFilePath({}));

/** The declarations as the compiler sees them: printed from the syntax tree, comments left out. */
const declarations = (text: string) =>
  ts
    .createPrinter({ removeComments: true })
    .printFile(ts.createSourceFile('file.d.ts', text, ts.ScriptTarget.Latest, false));

describe("the playground's platform declarations without doc comments", () => {
  it("are the standard library's and Node's, not the packages'", () => {
    expect(packedWithoutDocs('/lib.dom.d.ts')).toBe(true);
    expect(packedWithoutDocs('/lib.es2015.promise.d.ts')).toBe(true);
    expect(packedWithoutDocs('/node_modules/@types/node/http.d.ts')).toBe(true);
    expect(packedWithoutDocs('/node_modules/@trpc/server/dist/index.d.ts')).toBe(false);
    expect(packedWithoutDocs('/node_modules/zod/lib/types.d.ts')).toBe(false);
    expect(packedWithoutDocs('/node_modules/@types/react/index.d.ts')).toBe(false);
  });

  it('drop doc comments and nothing else, wherever they are', () => {
    const text = [
      '/// <reference types="node" />',
      '/** Greets. @deprecated use `hi` */',
      'export declare function hello(/** who */ name: string): `/** ${string} */`;',
      '/* a plain comment */ // and a line comment',
      "export declare const url: '/**/x';",
      '/** trailing */',
    ].join('\n');
    expect(withoutDocComments(ts, text)).toBe(
      [
        '/// <reference types="node" />',
        '',
        'export declare function hello( name: string): `/** ${string} */`;',
        '/* a plain comment */ // and a line comment',
        "export declare const url: '/**/x';",
        '',
      ].join('\n'),
    );
  });

  it("leave every declaration of the samples' @types/node and standard library as it was", () => {
    const files = [
      ...readdirSync(nodeTypes, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.d.ts'))
        .map((file) => path.join(nodeTypes, file)),
      ...readdirSync(libDir)
        .filter((file) => /^lib\..*\.d\.ts$/.test(file))
        .map((file) => path.join(libDir, file)),
    ];
    expect(files.length).toBeGreaterThan(100);
    let before = 0;
    let after = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const stripped = withoutDocComments(ts, text);
      expect(declarations(stripped), file).toBe(declarations(text));
      // None is left for a second pass to take.
      expect(withoutDocComments(ts, stripped) === stripped ? '' : file).toBe('');
      before += text.length;
      after += stripped.length;
    }
    // Half of the text was documentation.
    expect(after / before).toBeLessThan(0.6);
  });
});
