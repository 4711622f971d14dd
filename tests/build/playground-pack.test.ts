import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TS from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  importedPackages,
  packedWithoutDocs,
  withoutDocComments,
} from '../../src/plugins/playground/build/pack';

const ts = createRequire(path.resolve('samples/v10/package.json'))('typescript') as typeof TS;
// The platform's, and the largest packages the samples reach only through others.
const strippedFolders = ['@types/node', 'csstype', '@types/aws-lambda', 'jose'].map((name) =>
  path.resolve('samples/v10/node_modules', name),
);
const libDir = path.dirname(ts.getDefaultLibFilePath({}));

/** The declarations as the compiler sees them: printed from the syntax tree, comments left out. */
const declarations = (text: string) =>
  ts
    .createPrinter({ removeComments: true })
    .printFile(ts.createSourceFile('file.d.ts', text, ts.ScriptTarget.Latest, false));

describe("the playground's declarations without doc comments", () => {
  it("are the standard library's, Node's and those of packages no sample imports", () => {
    const imported = importedPackages(ts, [
      "import { initTRPC } from '@trpc/server';",
      "import { createNextApiHandler } from '@trpc/server/adapters/next';",
      "import { z } from 'zod';\nimport * as React from 'react';\nimport './local';",
      "import { readFile } from 'node:fs';",
    ]);
    expect([...imported].sort()).toEqual(['@trpc/server', 'react', 'trpc__server', 'zod']);
    const stripped = (name: string) => packedWithoutDocs(name, imported);
    expect(stripped('/lib.dom.d.ts')).toBe(true);
    expect(stripped('/lib.es2015.promise.d.ts')).toBe(true);
    expect(stripped('/node_modules/@types/node/http.d.ts')).toBe(true);
    expect(stripped('/node_modules/csstype/index.d.ts')).toBe(true);
    expect(stripped('/node_modules/@types/aws-lambda/index.d.ts')).toBe(true);
    expect(stripped('/node_modules/@trpc/server/dist/index.d.ts')).toBe(false);
    expect(stripped('/node_modules/zod/lib/types.d.ts')).toBe(false);
    expect(stripped('/node_modules/@types/react/index.d.ts')).toBe(false);
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

  it('leave every declaration of the files they strip as it was', () => {
    const files = [
      ...strippedFolders.flatMap((folder) =>
        readdirSync(folder, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.d.ts'))
          .map((file) => path.join(folder, file)),
      ),
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
