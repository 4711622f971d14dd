// The playground's large assets compressed once, at brotli's best quality, beside the files they
// encode (`typescript.<hash>.js.br`). A host compresses on the fly at a quality it can afford
// per request (brotli 4 at most CDNs' edges: about 790 KiB for the compiler); quality 11 takes
// about 5 s per file but gives about 620 KiB, which is 3 s less on a 400 kbit/s phone line for
// the compiler alone. Hosts that serve precompressed siblings (nginx's `brotli_static`, Caddy's
// `precompressed`, scripts/serve.ts) send these; others ignore them. Each is compressed once
// per content and kept in node_modules/.cache.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);

/** The extension a precompressed sibling adds to its file's name. */
export const PRECOMPRESSED_EXTENSION = '.br';

/** `content` compressed with brotli at quality 11, from `cacheDir` when an earlier build made it. */
export async function precompressed(content: Buffer, cacheDir: string): Promise<Buffer> {
  const cached = path.join(
    cacheDir,
    createHash('sha256').update(content).digest('hex') + PRECOMPRESSED_EXTENSION,
  );
  try {
    return readFileSync(cached);
  } catch {
    const compressed = await brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cached, compressed);
    return compressed;
  }
}
