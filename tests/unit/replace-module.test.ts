import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { CurrentBundler } from '@docusaurus/types';
import { replaceModule } from '../../src/plugins/lib/replaceModule';

const require = createRequire(import.meta.url);

/** Records what the bundler's NormalModuleReplacementPlugin would be given. */
class RecordingPlugin {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: string,
  ) {}
}
const bundler = {
  name: 'rspack',
  instance: { NormalModuleReplacementPlugin: RecordingPlugin },
} as unknown as CurrentBundler;

describe('replacing one module of a package', () => {
  it('matches exactly the resolved file, not a namesake in another folder', () => {
    const original = '@docusaurus/theme-classic/lib/prism-include-languages.js';
    const plugin = replaceModule(bundler, original, '/site/ours.ts') as unknown as RecordingPlugin;
    expect(plugin.replacement).toBe('/site/ours.ts');
    expect(plugin.pattern.test(require.resolve(original))).toBe(true);
    const namesake = require.resolve('@docusaurus/theme-classic/lib/theme/prism-include-languages');
    expect(plugin.pattern.test(namesake)).toBe(false);
    expect(plugin.pattern.test('./prism-include-languages')).toBe(false);
  });

  it('stops the build when the package no longer has the file', () => {
    expect(() => replaceModule(bundler, '@docusaurus/core/lib/client/moved.js', '/x.ts')).toThrow(
      /Cannot find module/,
    );
  });
});
