// @vitest-environment happy-dom
// Backs the React entries of docs/further/troubleshooting.md (Troubleshooting, 10.x): a component
// that calls a tRPC hook, mounted in happy-dom without one of the two providers, fails with the
// message the entry prints; with both providers (the entry's fix) it renders.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react';
import type { AnyRouter } from '@trpc/server';
import {
  Component,
  createElement,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadPage, printedText } from '../../doctest';
import { mount, productionAgain } from './reactRoot';

// act() needs React's development build (see reactRoot.ts).
vi.hoisted(() => {
  process.env.NODE_ENV = 'development';
});
productionAgain();

const page = loadPage('docs/further/troubleshooting.md');
const printed = (section: string) => printedText(page, section);

type BoundaryProps = { children?: ReactNode; onError: (error: Error) => void };

/** Catches what its children throw while rendering, as an app's error boundary does. */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Mounts `element` and returns what it threw while rendering, as `Name: message`. */
function renderErrors(element: ReactElement): string[] {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(`${error.name}: ${error.message}`);
  // React logs each caught error; the test reads it from the boundary instead.
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    mount(createElement(Boundary, { onError }, element)).unmount();
  } finally {
    log.mockRestore();
  }
  return errors;
}

// The hooks are never answered here: a URL nothing listens on, and no retries.
const trpc = createTRPCReact<AnyRouter>();
const Greeting = () => {
  const greeting = (trpc as unknown as { greeting: { useQuery(): { status: string } } }).greeting;
  return createElement('p', null, greeting.useQuery().status);
};
// Its props type requires `children` as a prop, which createElement takes as an argument.
const TrpcProvider = trpc.Provider as ComponentType<{
  client: ReturnType<typeof trpc.createClient>;
  queryClient: QueryClient;
  children?: ReactNode;
}>;
const queryClient = () => new QueryClient({ defaultOptions: { queries: { enabled: false } } });
const trpcClient = () =>
  trpc.createClient({ links: [httpBatchLink({ url: 'http://localhost:9' })] });

describe(`${page.page}: No QueryClient set, use QueryClientProvider to set one`, () => {
  const section = 'A hook without QueryClientProvider';

  it('a hook under trpc.Provider alone throws the printed message', () => {
    const element = createElement(
      TrpcProvider,
      { client: trpcClient(), queryClient: queryClient() },
      createElement(Greeting),
    );
    expect(renderErrors(element)).toEqual([printed(section)]);
  });

  it('under both providers, with the same QueryClient, it renders', () => {
    const client = queryClient();
    const element = createElement(
      TrpcProvider,
      { client: trpcClient(), queryClient: client },
      createElement(QueryClientProvider, { client }, createElement(Greeting)),
    );
    expect(renderErrors(element)).toEqual([]);
  });
});

describe(`${page.page}: Cannot destructure property 'abortOnUnmount'`, () => {
  const section = 'A hook without trpc.Provider';

  it('a hook under QueryClientProvider alone throws the printed message', () => {
    const element = createElement(
      QueryClientProvider,
      { client: queryClient() },
      createElement(Greeting),
    );
    expect(renderErrors(element)).toEqual([printed(section)]);
  });
});
