// Serves build/ like a static host: clean URLs, the 404 page with status 404, gzip, the HTTP
// headers of the build's own `_headers` file (the Content-Security-Policy included) and the
// short links of its `_redirects`, so local runs, the browser tests and Lighthouse see the
// site as it is deployed.
// Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--dir build]
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { parseRedirectsFile, redirectStatus } from '../src/config/redirects';
import { parseHeadersFile } from '../src/config/securityHeaders';

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
    compress(request as never, response as never, () => {
      void serveHandler(request, response, {
        public: publicDir,
        cleanUrls: true,
        directoryListing: false,
        headers,
        redirects,
      });
    });
  });
  server.listen(Number(values.port), values.host, () => {
    console.log(`Serving ${values.dir}/ at http://${values.host}:${values.port}/`);
  });
}

if (process.argv[1]?.endsWith('serve.ts')) main();
