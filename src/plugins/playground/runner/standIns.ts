// Each version's in-memory server: the request handler of its own packages, so the answers
// (status codes, batching, error shapes) are the ones a real server of that version sends.
import type { StandIn } from './runner';

type FetchRequestHandler = (options: {
  endpoint: string;
  req: Request;
  router: unknown;
  createContext: (options: unknown) => unknown;
}) => Promise<Response>;

type ResolveHTTPResponse = (options: {
  router: unknown;
  path: string;
  req: { method: string; headers: Record<string, string>; query: URLSearchParams; body: unknown };
  createContext: (options: unknown) => unknown;
}) => Promise<{ status: number; headers?: Record<string, string | string[]>; body?: string }>;

/** The procedure path is the URL's last segment (a batch joins several with commas). */
function endpointOf(url: URL): { endpoint: string; path: string } {
  const slash = url.pathname.lastIndexOf('/');
  return {
    endpoint: url.pathname.slice(0, slash),
    path: decodeURIComponent(url.pathname.slice(slash + 1)),
  };
}

const noContext = () => ({});

/** 10.x: the fetch adapter, the one a Fetch API server (Cloudflare, Deno) uses. */
export function fetchAdapterStandIn(fetchRequestHandler: FetchRequestHandler): StandIn {
  return ({ router, request, createContext }) =>
    fetchRequestHandler({
      endpoint: endpointOf(new URL(request.url)).endpoint,
      req: request,
      router,
      createContext: createContext ?? noContext,
    });
}

/** 9.x has no fetch adapter: its node-http adapter's core, given the request's parts. */
export function resolveResponseStandIn(resolveHTTPResponse: ResolveHTTPResponse): StandIn {
  return async ({ router, request, createContext }) => {
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers.entries());
    const body = request.method === 'GET' ? undefined : await request.text();
    const req = { method: request.method, headers, query: url.searchParams, body };
    const result = await resolveHTTPResponse({
      router,
      path: endpointOf(url).path,
      req,
      createContext: createContext
        ? () => createContext({ req, res: { setHeader: () => undefined } })
        : noContext,
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(result.headers ?? {}))
      responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : value);
    return new Response(result.body ?? null, { status: result.status, headers: responseHeaders });
  };
}
