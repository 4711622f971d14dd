import { describe, expect, it } from 'vitest';
import { compilerFlags } from '../../src/plugins/code-samples/syntax';

describe('the compiler options a sample’s lines set', () => {
  it('reads boolean options written as twoslash writes them, from any file of the project', () => {
    expect(
      compilerFlags([
        "// @filename: router.ts\n// @strict: false\nimport { z } from 'zod';",
        '  //  @noImplicitAny:  true  \nexport {};',
      ]),
    ).toEqual({ strict: false, noImplicitAny: true });
  });

  it('leaves file names, other values and comments that only mention an option alone', () => {
    expect(
      compilerFlags([
        '// @filename: true',
        '// @target: es5',
        '// with @strict: false the input is optional',
        'const strict = false; // @strict: false',
      ]),
    ).toEqual({});
  });
});
