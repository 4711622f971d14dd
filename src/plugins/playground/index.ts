// The playground, as one plugin: a compiled code sample's project in an editor with the
// TypeScript of the sample projects, checked in a worker and run in a sandboxed frame. Each
// folder is named for where its code runs, and each browser folder is type-checked without
// Node's types (its own tsconfig.json):
//
//   build/   Node, during `docusaurus build`: assets, page files, the route, the header rule
//   theme/   the page (and the server render): the playground page, the landing page's live
//            code, the code block's "Open in playground" link
//   client/  the page: editor, worker client, run frame, download progress, address state
//   worker/  the Web Worker: the TypeScript language service over the version's types
//   runner/  the sandboxed frame: evaluates the compiled project, with Node's stand-ins
//   shared/  anywhere: the messages and data shapes the others exchange, no platform APIs
export { default } from './build/plugin';
export { runnerHeaderRule } from './build/headers';
export { PRECOMPRESSED_EXTENSION } from './build/precompress';
