// Read by prism-core when it loads: without `manual`, Prism highlights every
// `code[class*=language-]` element on DOMContentLoaded, rewriting markup React has rendered.
type PrismFlags = { manual: boolean; disableWorkerMessageHandler: boolean };

(globalThis as { Prism?: PrismFlags }).Prism = { manual: true, disableWorkerMessageHandler: true };
