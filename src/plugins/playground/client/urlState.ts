// The playground's state in its address, so a reader can share an edited project by link.
// `?from=<page>&block=<key>` names the sample it opened (the code block's link writes it),
// `&file=` the open file, and the hash carries the reader's edits (the files that differ from
// the page's), deflated and base64url'd.

export type PlaygroundAddress = {
  from: string | null;
  block: string | null;
  file: string | null;
  edits: Record<string, string>;
};

const EDITS_PREFIX = '#edits=';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function transform(bytes: Uint8Array, stream: GenericTransformStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

export async function encodeEdits(edits: Record<string, string>): Promise<string> {
  if (Object.keys(edits).length === 0) return '';
  const json = new TextEncoder().encode(JSON.stringify(edits));
  return EDITS_PREFIX + toBase64Url(await transform(json, new CompressionStream('deflate-raw')));
}

/** The edits in a hash; a damaged or foreign hash gives none, so the page's code opens. */
async function decodeEdits(hash: string): Promise<Record<string, string>> {
  if (!hash.startsWith(EDITS_PREFIX)) return {};
  try {
    const bytes = await transform(
      fromBase64Url(hash.slice(EDITS_PREFIX.length)),
      new DecompressionStream('deflate-raw'),
    );
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export async function readAddress(location: {
  search: string;
  hash: string;
}): Promise<PlaygroundAddress> {
  const query = new URLSearchParams(location.search);
  return {
    from: query.get('from'),
    block: query.get('block'),
    file: query.get('file'),
    edits: await decodeEdits(location.hash),
  };
}
