import { describe, expect, it } from 'vitest';
import {
  attachLonePunctuation,
  describeForSearch,
  PUNCTUATION_JOIN,
  endHeadings,
  keywordsForIndex,
  indexedCopy,
  installedPackages,
  installsForSearch,
  readingOrder,
  nameParts,
  namePartsForIndex,
  MEMBER_SPLIT,
  separateBlocks,
  splitJoinedNames,
  symptomsForIndex,
} from '../../src/plugins/search/indexer/indexed-copy.mjs';
import { searchMarkAttributes } from '../../src/plugins/search/client/marks';
import { vocabularyOf } from '../../src/plugins/search/indexer/vocabulary.mjs';
import { entryPages } from '../../src/plugins/search/indexer/entries.mjs';
import { pageExcerpt, safeExcerpt } from '../../src/plugins/search/client/adapter';

describe('the copy of a page the index reads', () => {
  it('splits names that punctuation joins, in prose and across Prism token spans, not in tags', () => {
    expect(splitJoinedNames('<code>trpc.useContext()</code>')).toBe(
      `<code>trpc.${MEMBER_SPLIT}useContext()</code>`,
    );
    const prism =
      '<span class="token plain"> trpc</span><span class="token punctuation">.</span><span class="token method">useContext</span>';
    expect(splitJoinedNames(prism)).toBe(
      prism.replace('>useContext', `>${MEMBER_SPLIT}useContext`),
    );
    expect(splitJoinedNames("<code>trpc.useQuery(['post.byId', 1])</code>")).toBe(
      `<code>trpc.${MEMBER_SPLIT}useQuery(['${MEMBER_SPLIT}post.${MEMBER_SPLIT}byId', 1])</code>`,
    );
    expect(splitJoinedNames('createTRPCReact&lt;AppRouter&gt;() and @trpc/server')).toBe(
      `createTRPCReact&lt;${MEMBER_SPLIT}AppRouter&gt;() and @trpc/${MEMBER_SPLIT}server`,
    );
    const untouched =
      '<a href="https://trpc.io/docs">v1.5 is out. Then the router&#x27;s end-to-end types</a>';
    expect(splitJoinedNames(untouched)).toBe(untouched);
  });

  it('hides the split again in excerpts, also where a highlight ends at the dot', () => {
    expect(safeExcerpt(`call trpc.${MEMBER_SPLIT}<mark>useContext</mark>()`, 'useContext')).toBe(
      'call trpc.<mark>useContext</mark>()',
    );
    expect(safeExcerpt(`<mark>trpc.${MEMBER_SPLIT.trim()}</mark> useContext()`, 'trpc')).toBe(
      '<mark>trpc</mark>.useContext()',
    );
  });

  it('ends a heading as a sentence, so an excerpt does not run it into the next paragraph', () => {
    const heading = '<h2 id="x">Create the context<a href="#x" class="hash-link">\u200b</a></h2>';
    expect(endHeadings(`${heading}<p>The adapter`)).toBe(`${heading}.<p>The adapter`);
    expect(endHeadings('<h3>What is a link?</h3><p>x')).toBe('<h3>What is a link?</h3><p>x');
  });

  it("indexes a page's keywords as text at the start of its body, fenced by a mark", () => {
    const html =
      '<meta name=keywords content="useUtils,cors error"/><div data-pagefind-body="" x=1><h1>T</h1>';
    const indexed = keywordsForIndex(html);
    expect(indexed).toContain(
      '<div data-pagefind-body="" x=1><p data-pagefind-weight="5">\u2064 useUtils. cors error. \u2064</p><h1>T</h1>',
    );
    expect(keywordsForIndex('<div data-pagefind-body><h1>T</h1>')).toBe(
      '<div data-pagefind-body><h1>T</h1>',
    );
  });

  it("indexes a page's symptom sentences at the start of its body, and as metadata", () => {
    const attributes = searchMarkAttributes({
      title: 'Query Invalidation',
      section: 'Client',
      tag: 'docs-default-current',
      symptoms: ['list shows the old item after I add one', "the form's data is stale"],
    });
    expect(attributes['data-pagefind-meta']).toContain('symptoms[data-search-symptoms]');
    // As React renders the element: attribute values HTML-escaped.
    const open = `<div ${Object.entries(attributes)
      .map(([name, value]) => `${name}="${value.replace(/'/g, '&#x27;')}"`)
      .join(' ')}>`;
    expect(symptomsForIndex(`${open}<h1>T</h1>`)).toBe(
      `${open}<p data-pagefind-weight="1">\u2064 list shows the old item after I add one. the form&#x27;s data is stale. \u2064</p><h1>T</h1>`,
    );
    // No symptoms: no attribute, and the page is left as it is.
    const plain = searchMarkAttributes({ title: 'T', section: 'S', tag: 'default', symptoms: [] });
    expect(plain['data-pagefind-meta']).not.toContain('symptoms');
    expect(symptomsForIndex('<div data-pagefind-body=""><h1>T</h1>')).toBe(
      '<div data-pagefind-body=""><h1>T</h1>',
    );
  });

  it('indexes the parts of camel-case names, so a part of a name finds the page', () => {
    expect(nameParts('createTRPCProxyClient')).toEqual(['create', 'TRPC', 'Proxy', 'Client']);
    expect(nameParts('QueryClientProvider')).toEqual(['Query', 'Client', 'Provider']);
    // Only the parts the page does not already use as words (`client` is one here), once each.
    const html =
      '<div data-pagefind-body=""><h1>T</h1><p>Call <code>createTRPCProxyClient</code> &amp; useQuery, not JSON: a client.</p>';
    expect(namePartsForIndex(html)).toContain(
      '<div data-pagefind-body=""><p data-pagefind-weight="0.5">\u2064 create TRPC Proxy use Query. \u2064</p><h1>T</h1>',
    );
    // A page with no such name, or no body to index, is left as it is.
    expect(namePartsForIndex('<div data-pagefind-body><p>JSON over HTTP</p>')).toBe(
      '<div data-pagefind-body><p>JSON over HTTP</p>',
    );
    expect(namePartsForIndex('<p>useQuery</p>')).toBe('<p>useQuery</p>');
  });

  it('shows the description, not the keywords, when an excerpt comes from them', () => {
    const meta = { description: 'Refetch <data> after a mutation.' };
    expect(pageExcerpt({ excerpt: '\u2064 <mark>useUtils</mark>. invalidate.', meta })).toBe(
      'Refetch &lt;data&gt; after a mutation.',
    );
    expect(pageExcerpt({ excerpt: 'The <mark>router</mark> holds', meta })).toBe(
      'The <mark>router</mark> holds',
    );
  });

  it('keeps table cells and list items apart', () => {
    expect(separateBlocks('<tr><td>PARSE_ERROR<td>-32700')).toBe(
      ' <tr> <td>PARSE_ERROR <td>-32700',
    );
  });

  it("makes the page's description searchable metadata, with dotted names split", () => {
    const html = '<meta data-rh=true name=description content="Helpers on trpc.useContext.">';
    expect(describeForSearch(html)).toBe(
      `<meta data-pagefind-meta="description[content]" data-rh=true name=description content="Helpers on trpc.${MEMBER_SPLIT}useContext.">`,
    );
    expect(indexedCopy(html, '/docs/v10/a/')).toContain(
      'data-pagefind-meta="description[content]"',
    );
    // Shown in place of an excerpt, it reads as written.
    const description = `Helpers on trpc.${MEMBER_SPLIT}useContext.`;
    expect(
      safeExcerpt(pageExcerpt({ excerpt: '\u2064 x', meta: { description } }), 'useContext'),
    ).toBe('Helpers on trpc.<mark>useContext</mark>.');
  });
});

describe('the vocabulary written with the index', () => {
  it('lists each word once, most used first, in the spelling pages use most', () => {
    const words = vocabularyOf([
      'useQuery(input) and useQuery again; middleware',
      'const x = trpc.useQuery(); the usequery hook',
      'middleware, middleware',
    ]);
    expect(words.slice(0, 2)).toEqual(['middleware', 'useQuery']);
    expect(words).not.toContain('the'); // shorter than any word that is corrected
    expect(words).toContain('trpc');
  });
});

describe('a page of entries', () => {
  const page = (marked: boolean) =>
    `<html><head><meta name="description" content="All the errors"><meta name="keywords" content="debug"></head>` +
    `<body><div data-pagefind-body="" data-pagefind-meta="title[data-search-title]" data-search-title=Troubleshooting${marked ? ' data-search-entries=""' : ''}>` +
    `<div class="theme-doc-markdown markdown"><header><h1>Troubleshooting</h1></header><p>Find your error.</p>` +
    `<h2 class="anchor" id=fetch-failed><code>fetch failed</code></h2><p>The server is down.</p><div class="code">x</div>` +
    `<h2 class="anchor" id=no-queryclient><code>No QueryClient set</code></h2><p>Add the provider.</p>` +
    `</div></div><footer>Edit this page</footer></body></html>`;

  it('is indexed as its introduction and one result per entry, at the entry anchor', () => {
    const pages = entryPages(page(true), '/docs/t/');
    expect(pages.map((p) => p.url)).toEqual([
      '/docs/t/',
      '/docs/t/#fetch-failed',
      '/docs/t/#no-queryclient',
    ]);
    const [intro, first, second] = pages.map((p) => p.html);
    expect(intro).toContain('Find your error.');
    expect(intro).not.toContain('The server is down.');
    expect(intro).toContain('name="description"');
    expect(first).toContain('The server is down.');
    // Weighed less than a page's own words: a short entry that names an API in its heading
    // must not outrank the page about that API.
    expect(first).toContain('<div data-pagefind-weight="0.7"><h2');
    expect(first).toContain('<div class="code">x</div>');
    expect(first).not.toContain('Add the provider.');
    expect(first).not.toContain('Find your error.');
    // The heading is the entry's metadata, and keeps no anchor of its own.
    expect(first).toContain('data-search-entry="fetch failed"');
    expect(first).toContain('entry[data-search-entry]');
    expect(first).not.toContain('id=fetch-failed');
    // The page's description and keywords describe every entry, so no entry carries them.
    expect(first).not.toContain('name="description"');
    expect(first).not.toContain('name="keywords"');
    expect(second).toContain('Add the provider.</p></div></div></div><footer>');
  });

  it('on a page that groups its entries, is one result per third-level entry, with what it prints', () => {
    const grouped =
      `<html><body><div data-pagefind-body="" data-pagefind-meta="title[data-search-title]" data-search-title=Troubleshooting data-search-entries="">` +
      `<div class="theme-doc-markdown markdown"><p>Find your error.</p><nav>index</nav>` +
      `<h2 id=in-the-terminal>In the terminal</h2><p>What Node prints.</p>` +
      `<h3 id=fetch-failed>The client cannot reach the server</h3><p>Every call fails at once:</p>` +
      `<pre class="prism-code language-text"><code><span>TRPCClientError: fetch failed</span><br/></code></pre>` +
      `<pre class="prism-code language-ts"><code>const url = 1;</code></pre>` +
      `<h2 id=in-your-editor>In your editor</h2><p>Type errors.</p>` +
      `<h3 id=deep>Types nested too deep</h3><p>The editor gives up:</p>` +
      `<pre class="prism-code language-text"><code>error TS2589: Record&lt;{ a: 1 }&gt; "quoted"</code></pre>` +
      `</div></div></body></html>`;
    const pages = entryPages(grouped, '/docs/t/');
    expect(pages.map((p) => p.url)).toEqual(['/docs/t/', '/docs/t/#fetch-failed', '/docs/t/#deep']);
    const [intro, first, second] = pages.map((p) => p.html);
    // The groups' own lines are in no result; the introduction ends at the first group.
    expect(intro).toContain('Find your error.');
    expect(pages.some((p) => p.html.includes('What Node prints.'))).toBe(false);
    expect(first).not.toContain('In your editor');
    // The message it prints is its metadata (its code blocks are not).
    expect(first).toContain('data-search-message="TRPCClientError: fetch failed"');
    expect(first).toContain('data-search-noticed="Every call fails at once:"');
    expect(first).toContain('message[data-search-message], noticed[data-search-noticed]');
    // A message quoting a type keeps no bare angle bracket for the later passes to read as a tag.
    expect(second).toContain(
      'data-search-message="error TS2589: Record&lt;{ a: 1 }&gt; &quot;quoted&quot;"',
    );
  });

  it('is one page when it is not marked as entries', () => {
    expect(entryPages(page(false), '/docs/t/')).toEqual([{ url: '/docs/t/', html: page(false) }]);
  });

  it('records what a page installs and where a reader meets it, for a missing package', () => {
    const prism = (command: string) =>
      `<pre><code>${command
        .split(' ')
        .map((word) => `<span class="token plain">${word}</span>`)
        .join(' ')}</code></pre>`;
    const sidebar =
      '<nav><a class="menu__link" href="/docs/v10/">Intro</a><a class="menu__link menu__link--active" aria-current=page href=/docs/v10/quickstart>Quickstart</a><a class=menu__link href="/docs/v10/react">React</a></nav>';
    const html = `${sidebar}<div data-pagefind-body>${prism(
      'npm install --save-dev --save-exact typescript@4.8.4 @types/node@18.11.9',
    )}<p>then</p>${prism('npm install --save-exact @trpc/server@10.0.0-proxy-beta.18 zod@3')}${prism(
      'npx tsx server.ts',
    )}</div>`;
    expect(installedPackages(html)).toEqual(['typescript', '@types/node', '@trpc/server', 'zod']);
    expect(readingOrder(html, '/docs/v10/quickstart/')).toBe(2);
    expect(readingOrder(html, '/docs/v10/react/#an-entry')).toBe(3);
    expect(readingOrder(html, '/blog/')).toBe(0);
    const copy = installsForSearch(html, '/docs/v10/quickstart/');
    expect(copy).toContain('data-pagefind-meta="installs:typescript @types/node @trpc/server zod"');
    expect(copy).toContain('data-pagefind-meta="order:2"');
    expect(installsForSearch('<div data-pagefind-body><p>no commands</p></div>', '/x/')).toBe(
      '<div data-pagefind-body><p>no commands</p></div>',
    );
  });

  it('makes a token that is only punctuation part of the word before, so names around it are neighbours', () => {
    const prism =
      '<span class="token plain">{ json</span><span class="token operator">:</span><span class="token plain"> </span><span class="token punctuation">{</span><span class="token plain"> title: </span><span class="token string">&#x27;Hello&#x27;</span><span class="token plain"> </span><span class="token punctuation">}</span><span class="token plain"> }</span>';
    const joined = attachLonePunctuation(prism);
    const text = joined.replace(/<[^>]*>/g, '');
    expect(text).toBe(
      `{ json:${PUNCTUATION_JOIN}{ title: &#x27;Hello&#x27;${PUNCTUATION_JOIN}}${PUNCTUATION_JOIN}}`,
    );
    // Tags are untouched: only text changes.
    expect(joined.match(/<[^>]*>/g)).toEqual(prism.match(/<[^>]*>/g));
    const prose = '<p>A value, such as x =&gt; y, and words … then more.</p>';
    expect(attachLonePunctuation(prose)).toBe(
      `<p>A value, such as x${PUNCTUATION_JOIN}=&gt; y, and words${PUNCTUATION_JOIN}… then more.</p>`,
    );
    // The indexer's own marks stay tokens of their own.
    const fenced = `<p>\u2064 keywords. \u2064</p>`;
    expect(attachLonePunctuation(fenced)).toBe(fenced);
  });

  it('shows the joined space again in excerpts and titles', () => {
    expect(safeExcerpt(`<mark>json</mark>:${PUNCTUATION_JOIN}{ title`, 'json')).toBe(
      '<mark>json</mark>: { title',
    );
  });
});
