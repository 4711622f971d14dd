// @vitest-environment happy-dom
// Backs the React entries of versioned_docs/version-9.x/further/troubleshooting.md
// (Troubleshooting, 9.x), where a `window` exists as in the browser: the hooks rendered without
// react-query's provider or without tRPC's, and @trpc/server loaded in the browser. Nothing here
// imports @trpc/server as a value before the test that loads it with `window` defined.
import { withTRPC } from '@trpc/next';
import { createReactQueryHooks } from '@trpc/react';
import type * as Server from '@trpc/server';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from 'react-query';
import { describe, expect, it } from 'vitest';
import { loadPage, printedText } from '../../doctest';

const page = loadPage('versioned_docs/version-9.x/further/troubleshooting.md');
const printed = (section: string) => printedText(page, section);

/** What rendering `element` on its own throws, as a console shows it: `Name: message`. */
function renderFailure(element: Parameters<typeof renderToString>[0]): string {
  try {
    renderToString(element);
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
  throw new Error('expected the render to throw, but it rendered');
}

// Only the hooks' run-time behaviour matters here, not their types.
const hooks = createReactQueryHooks<Server.AnyRouter>();

function Health() {
  const health = hooks.useQuery(['health']);
  return createElement('p', null, health.data ?? '…');
}

function Ping() {
  const ping = hooks.useMutation('ping');
  return createElement('button', null, ping.status);
}

describe(`${page.page}: React`, () => {
  it('No QueryClient set: trpc.Provider with a queryClient but no QueryClientProvider throws the printed message', () => {
    const queryClient = new QueryClient();
    const client = hooks.createClient({ url: '/api/trpc' });
    // trpc.Provider's props type requires children, so they go in with the props.
    const props: Parameters<typeof hooks.Provider>[0] = {
      client,
      queryClient,
      children: createElement(Health),
    };
    expect(renderFailure(createElement(hooks.Provider, props))).toBe(
      printed("The hooks also need react-query's provider"),
    );
  });

  it("the page's Root, with both providers, renders the component", async () => {
    const { Root } = await page.import<{ Root: ComponentType }>('Root.tsx');
    expect(renderToString(createElement(Root))).toContain('…');
  });

  it("Cannot read properties of null (reading 'client'): useQuery and useMutation outside trpc.Provider throw the printed message", () => {
    const message = printed("A hook runs outside tRPC's provider");
    expect(renderFailure(createElement(Health))).toBe(message);
    expect(renderFailure(createElement(Ping))).toBe(message);
  });

  it("withTRPC's app (the page's pages/_app.tsx) renders both providers around the page", async () => {
    const { default: App } = await page.import<{
      default: ComponentType<{ Component: ComponentType; pageProps: object }>;
    }>('pages/_app.tsx');
    expect(renderToString(createElement(App, { Component: Health, pageProps: {} }))).toContain('…');
  });

  it('Imported server-only code in the browser: loading @trpc/server where window exists throws the printed message; the client packages load', async () => {
    expect(typeof window).toBe('object');
    expect(typeof withTRPC).toBe('function');
    const error = await import('@trpc/server').then(
      () => null,
      (caught: unknown) => caught as Error,
    );
    expect(`${error?.name}: ${error?.message}`).toBe(
      printed('Server code ended up in the browser bundle'),
    );
  });
});
