// Runs a project in a fresh sandboxed frame: an opaque origin (no access to the site's storage
// or pages) whose own CSP lets it evaluate code and reach no network. One frame per run, so a
// run starts from a clean module state; stopping removes the frame.
import type { RunnerFile, RunnerReport, RunRequest } from '../shared/runnerMessages';

const START_TIMEOUT_MS = 10_000;

export function runInSandbox(
  runnerUrl: string,
  files: RunnerFile[],
  onReport: (report: Exclude<RunnerReport, { type: 'ready' }>) => void,
): () => void {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.title = 'Sample runner';
  frame.hidden = true;
  frame.src = runnerUrl;
  const timeout = setTimeout(
    () =>
      onReport({
        type: 'error',
        text:
          `The runner did not start within ${START_TIMEOUT_MS / 1000} s: its page ` +
          `(${new URL(runnerUrl, window.location.href).pathname}) did not load, or the browser ` +
          'blocked its script. Press Run to try again; the browser console names what was blocked.',
      }),
    START_TIMEOUT_MS,
  );
  const listen = (event: MessageEvent<RunnerReport>) => {
    if (event.source !== frame.contentWindow || typeof event.data?.type !== 'string') return;
    if (event.data.type === 'ready') {
      clearTimeout(timeout);
      const request: RunRequest = { type: 'run', files };
      // The frame's origin is opaque: no origin to name but `*`.
      frame.contentWindow?.postMessage(request, '*');
      return;
    }
    onReport(event.data);
  };
  window.addEventListener('message', listen);
  document.body.append(frame);
  return () => {
    clearTimeout(timeout);
    window.removeEventListener('message', listen);
    frame.remove();
  };
}
