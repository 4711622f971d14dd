// The browser bundle's `typescript` module (the playground plugin aliases it here): the
// compiler the playground's worker loaded with importScripts before importing anything that
// uses it (../worker/worker.ts), so its ~3 MB are a cached asset instead of part of a bundle.
import type * as TS from 'typescript';

const loaded = (globalThis as { ts?: typeof TS }).ts;

// On the page's main thread, @valtown/codemirror-ts's entry also evaluates its worker-side
// helpers, which read enums when they load (`ts.ScriptElementKind.warning`) but are only called
// in the worker: there they get an empty stand-in instead of the compiler.
const standIn = new Proxy({}, { get: () => ({}) }) as typeof TS;

export default loaded ?? standIn;
