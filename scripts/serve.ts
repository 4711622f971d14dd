// Serves build/ like a static host: clean URLs, the 404 page with status 404, gzip, the HTTP
// headers of the build's own `_headers` file (the Content-Security-Policy included) and the
// short links of its `_redirects`, so local runs, the browser tests and Lighthouse see the
// site as it is deployed. Like a CDN's edge, it compresses a file marked immutable once and
// keeps the result: compressing the playground's 3 MB compiler and 4 MB of types again for each
// request took 150-250 ms of the same two cores the measured browser runs on.
// Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--dir build]
import {
  createReadStream,
  existsSync,
  readFileSync,
  type PathLike,
  type lstat as lstatCallback,
} from 'node:fs';
import { lstat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { parseRedirectsFile, redirectStatus } from '../src/config/redirects';
import { parseHeadersFile } from '../src/config/securityHeaders';
import { PRECOMPRESSED_EXTENSION } from '../src/plugins/playground';

function main(): void {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string', default: 'build' },
    },
  });
  const publicDir = path.resolve(values.dir);
  const headers = parseHeadersFile(readFileSync(path.join(publicDir, '_headers'), 'utf8'));
  const redirectsFile = path.join(publicDir, '_redirects');
  const redirects = existsSync(redirectsFile)
    ? parseRedirectsFile(readFileSync(redirectsFile, 'utf8')).map((r) => ({
        source: r.from,
        destination: r.to,
        type: redirectStatus(r),
      }))
    : [];
  const compress = compression();
  const server = http.createServer((request, response) => {
    if (replayCached(request, response)) return;
    recordIfImmutable(request, response);
    const methods = precompressedSibling(request, response, publicDir);
    compress(request as never, response as never, () => {
      void serveHandler(
        request,
        response,
        { public: publicDir, cleanUrls: true, directoryListing: false, headers, redirects },
        methods,
      );
    });
  });
  server.listen(Number(values.port), values.host, () => {
    console.log(`Serving ${values.dir}/ at http://${values.host}:${values.port}/`);
  });
}

/**
 * When the request accepts brotli and the build wrote a `.br` sibling of the file, the handler
 * reads that sibling instead and the response says it is brotli (the compression middleware
 * leaves an encoded response alone), as nginx's `brotli_static` does.
 */
function precompressedSibling(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  publicDir: string,
): Parameters<typeof serveHandler>[3] {
  if (request.method !== 'GET' || request.headers.range) return {};
  if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return {};
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
  const file = path.join(publicDir, pathname);
  const sibling = file + PRECOMPRESSED_EXTENSION;
  if (!file.startsWith(publicDir + path.sep) || !existsSync(sibling)) return {};
  response.setHeader('Content-Encoding', 'br');
  response.setHeader('Vary', 'Accept-Encoding');
  const swap = (at: PathLike) => (at === file ? sibling : at);
  return {
    // serve-handler awaits what `lstat` returns (its own default is promisified); its type
    // declarations say the callback form.
    lstat: ((at: PathLike) => lstat(swap(at))) as unknown as typeof lstatCallback,
    createReadStream: (at, options) => createReadStream(swap(at), options),
  };
}

type CachedResponse = { status: number; headers: http.OutgoingHttpHeaders; body: Buffer };

/** Finished 200 responses marked immutable, by URL and the encodings the request accepted. */
const immutableResponses = new Map<string, CachedResponse>();

function cacheKey(request: http.IncomingMessage): string | undefined {
  // Conditional and partial requests are answered by the handler, as they would be at a CDN.
  const { method, url, headers } = request;
  if (method !== 'GET' || headers.range || headers['if-none-match'] || headers['if-modified-since'])
    return undefined;
  return `${url} ${headers['accept-encoding'] ?? ''}`;
}

function replayCached(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const key = cacheKey(request);
  const cached = key === undefined ? undefined : immutableResponses.get(key);
  if (!cached) return false;
  response.writeHead(cached.status, cached.headers);
  response.end(cached.body);
  return true;
}

/** Keeps the bytes the response sends (compressed, since compression writes through these). */
function recordIfImmutable(request: http.IncomingMessage, response: http.ServerResponse): void {
  const key = cacheKey(request);
  if (key === undefined) return;
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(
            chunk as string,
            typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
          ),
    );
  };
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof response.write;
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    const cacheControl = String(response.getHeader('cache-control') ?? '');
    if (response.statusCode === 200 && cacheControl.includes('immutable'))
      immutableResponses.set(key, {
        status: 200,
        headers: response.getHeaders(),
        body: Buffer.concat(chunks),
      });
    return (end as (...args: unknown[]) => http.ServerResponse)(chunk, ...rest);
  }) as typeof response.end;
}

if (process.argv[1]?.endsWith('serve.ts')) main();
