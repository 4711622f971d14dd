import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';
import { trimPrismReactRenderer } from './trim';

const require = createRequire(import.meta.url);

// Points `prism-react-renderer` in the client and server bundles at a copy that carries only
// the languages of ./prism.ts (see ./trim.ts).
export default function prismLanguagesPlugin(): Plugin<string> {
  let trimmedModule: string | undefined;
  return {
    name: 'prism-languages',
    loadContent() {
      const source = readFileSync(require.resolve('prism-react-renderer/dist/index.mjs'), 'utf8');
      return trimPrismReactRenderer(source, require.resolve('./prism.ts'));
    },
    async contentLoaded({ content, actions }) {
      trimmedModule = await actions.createData('prism-react-renderer.mjs', content);
    },
    configureWebpack() {
      if (!trimmedModule) throw new Error('prism-languages: the trimmed module was not written');
      return { resolve: { alias: { 'prism-react-renderer$': trimmedModule } } };
    },
  };
}
