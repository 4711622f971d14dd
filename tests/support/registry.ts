// The npm registry as npm itself would reach it from this project, for the tests that check
// pages against it (install lines, recipes). Those tests skip, saying why, where it is out of
// reach: everything else the suite checks works offline.
import { spawnSync } from 'node:child_process';

/** The registry npm would use here (.npmrc, environment), with a trailing slash. */
export function registryUrl(cwd: string): string {
  let url = process.env.npm_config_registry;
  if (!url) {
    const npm = spawnSync('npm', ['config', 'get', 'registry'], {
      cwd,
      encoding: 'utf8',
      timeout: 10_000,
    });
    url = /^https?:\/\//.test(npm.stdout?.trim() ?? '') ? npm.stdout.trim() : undefined;
  }
  url ??= 'https://registry.npmjs.org/';
  return url.endsWith('/') ? url : `${url}/`;
}

/** The registry could not be reached: no answer, not an answer that says "no". */
export class Unreachable extends Error {}

/** Fetches from the registry; a network failure (not an HTTP status) throws Unreachable. */
export async function fetchRegistry(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(10_000), ...init });
  } catch (error) {
    const detail = (error as { cause?: { code?: string; message?: string } }).cause;
    const cause = detail?.code ?? detail?.message;
    throw new Unreachable(`${url}: ${(error as Error).message}${cause ? ` (${cause})` : ''}`);
  }
}

/** Why the registry cannot be used from `cwd`, or null when it answers. */
export async function registryProblem(cwd: string): Promise<string | null> {
  const registry = registryUrl(cwd);
  try {
    const response = await fetchRegistry(`${registry}zod`, { method: 'HEAD' });
    return response.ok ? null : `${registry} answered ${response.status} for zod`;
  } catch (error) {
    if (error instanceof Unreachable) return error.message;
    throw error;
  }
}
