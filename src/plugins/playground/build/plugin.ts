// The playground plugin's build side, run by Docusaurus in Node: the compiler and each
// version's declaration files as hashed assets (./pack.ts), the runner's page per version
// (./runnerBundle.ts), each page's projects (./projects.ts) as page files, the `/playground`
// route, and the browser bundle's `typescript` module, which is the compiler the worker loads
// from those assets (../shared/typescriptGlobal.ts).
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { contentBlocks } from '../../code-samples/model/extract';
import { projectsPath } from '../../code-samples/pageFileUrls';
import { VERSIONS } from '../../../content/versions';
import { writePageFiles } from '../../code-samples/writePageFiles';
import type { VersionSetup } from '../shared/protocol';
import type { PlaygroundRouteData } from '../shared/routeData';
import { pageProjects } from './projects';
import { EmitAssetsPlugin } from './emitAssets';
import { playgroundAssets, type PlaygroundAssets } from './pack';

/** Per sample version, what the playground loads: URLs under the site's base URL. */
function versionSetups(assets: PlaygroundAssets, baseUrl: string): Record<string, VersionSetup> {
  return Object.fromEntries(
    Object.entries(assets.types).map(([version, types]) => [
      version,
      {
        // Under the docs plugin's default route base.
        docsPath: `${baseUrl}docs/${VERSIONS.find((v) => v.sample === version)?.path ?? version}/`,
        typescriptUrl: baseUrl + assets.typescript.path,
        typescriptVersion: assets.typescriptVersion,
        typescriptBytes: Buffer.byteLength(assets.typescript.content),
        typesUrl: baseUrl + types.path,
        typesBytes: Buffer.byteLength(types.content),
        runnerUrl: baseUrl + assets.runners[version].page.path,
        runnerModules: assets.runners[version].modules,
      },
    ]),
  );
}

const PLAYGROUND_ROUTE = 'playground';

export default function playgroundPlugin(context: LoadContext): Plugin<PlaygroundAssets> {
  const { baseUrl } = context.siteConfig;
  return {
    name: 'playground',
    getThemePath() {
      return path.join(__dirname, '..', 'theme');
    },
    postBuild: writePageFiles(context, (page) => [
      projectsPath(page.permalink, baseUrl),
      pageProjects(page.markdown, page.file, page.shownAt),
    ]),
    loadContent() {
      return playgroundAssets(
        contentBlocks(context.siteDir),
        path.join(context.siteDir, 'samples'),
      );
    },
    async contentLoaded({ actions }) {
      const data: PlaygroundRouteData = {
        labels: Object.fromEntries(VERSIONS.map((v) => [v.sample, v.label])),
      };
      const route = await actions.createData('playground-route.json', JSON.stringify(data));
      actions.addRoute({
        path: `${baseUrl}${PLAYGROUND_ROUTE}`,
        component: '@theme/Playground',
        modules: { playground: route },
        exact: true,
      });
    },
    configureWebpack(_config, isServer, { currentBundler }, content) {
      // In both bundles: the server bundle takes in the editor's modules (and through them
      // @valtown/codemirror-ts's worker helpers) without running them, and would otherwise
      // take in a whole compiler.
      const alias = { typescript$: path.join(__dirname, '..', 'shared', 'typescriptGlobal.ts') };
      return {
        resolve: { alias },
        // @typescript/vfs reaches Node's fs and path through `require(String.fromCharCode(…))`
        // in functions only Node calls; the bundler warns that it cannot follow them.
        ignoreWarnings: [
          (warning: Error) =>
            warning.message.includes('Critical dependency') &&
            warning.message.includes('require(String.fromCharCode('),
        ],
        plugins: [
          // What each version loads, known to every bundle (../shared/setups.ts): the worker
          // starts on a version's compiler and types on the reader's first intent, before any
          // page data has arrived.
          new currentBundler.instance.DefinePlugin({
            PLAYGROUND_SETUPS: JSON.stringify(versionSetups(content, baseUrl)),
          }),
          ...(isServer
            ? []
            : [
                new EmitAssetsPlugin(
                  [
                    content.typescript,
                    ...Object.values(content.types),
                    ...Object.values(content.runners).map((runner) => runner.page),
                  ],
                  {
                    assets: [content.typescript, ...Object.values(content.types)],
                    // The dev server compresses on the fly; only a build is deployed.
                    cacheDir:
                      process.env.NODE_ENV === 'production'
                        ? path.join(context.siteDir, 'node_modules/.cache/playground')
                        : undefined,
                  },
                ),
              ]),
        ],
      };
    },
  };
}
