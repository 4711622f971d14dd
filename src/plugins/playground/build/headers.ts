// The header rule of the playground's runner pages, which the site's header config
// (src/config/securityHeaders.ts) adds to its own rules.
import type { Header, HeaderRule } from '../../../config/securityHeaders';
import { RUNNER_DIR } from './assetFiles';

/**
 * The playground's runner: a page loaded in a sandboxed frame (an opaque origin, so no access
 * to the site's storage) that evaluates a reader's edited code. Evaluating is all it may do
 * beyond running its own inline script: no network, no other page's resources. The page
 * carries a policy of its own that names that script by its hash (./runnerBundle.ts), so
 * it holds on a host that sends no headers; a browser enforces both, so this one only has to
 * let the inline script through.
 */
function runnerPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'unsafe-inline' 'unsafe-eval'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The runner's folder: its own policy, and cached for good as the other assets. */
export function runnerHeaderRule(immutable: Header): HeaderRule {
  return {
    // Replaces the site's policy for these files: a host applies the later rule's value
    // (Netlify, Vercel, nginx, `npm run serve`). Cloudflare Pages joins both values into two
    // policies instead, which would keep the runner from evaluating code.
    path: `/${RUNNER_DIR}/*`,
    headers: [{ key: 'Content-Security-Policy', value: runnerPolicy() }, immutable],
  };
}
