// Every route the site promises (the top-level pages and each version's docs pages), in
// one place for the end-to-end tests.
const sharedDocSlugs = [
  'cors',
  'header',
  'vanilla',
  'further-reading',
  'rpc',
  'subscriptions',
  'troubleshooting',
  'awesome-trpc',
  'contributing',
  'example-apps',
  'love',
  'quickstart',
  'sponsors',
  'nextjs',
  'ssg',
  'ssg-helpers',
  'ssr',
  'starter-projects',
  'react',
  'react-mutations',
  'react-queries',
  'useInfiniteQuery',
  'authorization',
  'caching',
  'context',
  'data-transformers',
  'error-formatting',
  'error-handling',
  'infer-types',
  'merging-routers',
  'metadata',
  'middlewares',
  'output-validation',
  'router',
  'aws-lambda',
  'express',
  'fastify',
] as const;

const v10OnlySlugs = [
  'aborting-procedures',
  'fetch',
  'procedures',
  'query-invalidation',
  'server-side-calls',
  'migrate-from-v9-to-v10',
  'nextjs-websockets',
  'links',
  'links/httpBatchLink',
  'links/httpLink',
  'links/loggerLink',
  'links/splitLink',
  'links/wsLink',
  'landing-intro/Step1',
  'landing-intro/Step2',
  'landing-intro/Step3',
  'landing-intro/LiveDemo',
] as const;

const v9OnlySlugs = ['links', 'invalidateQueries'] as const;

// The API reference, generated on every build: a page per module the version's guides import.
const sharedReferenceSlugs = [
  'reference',
  'reference/server',
  'reference/server/adapters/aws-lambda',
  'reference/server/adapters/express',
  'reference/server/adapters/fastify',
  'reference/server/adapters/standalone',
  'reference/server/adapters/ws',
  'reference/client',
  'reference/react',
  'reference/react/ssg',
  'reference/next',
] as const;

const v10OnlyReferenceSlugs = [
  'reference/server/adapters/fetch',
  'reference/server/adapters/next',
  'reference/server/observable',
] as const;

const v9OnlyReferenceSlugs = [
  'reference/client/links/httpBatchLink',
  'reference/client/links/httpLink',
  'reference/client/links/splitLink',
  'reference/client/links/wsLink',
] as const;

/** The reference pages of each version, also in the docs routes below. */
export const referenceRoutes: Record<'v10' | 'v9', string[]> = {
  v10: [...sharedReferenceSlugs, ...v10OnlyReferenceSlugs].map((slug) => `/docs/v10/${slug}`),
  v9: [...sharedReferenceSlugs, ...v9OnlyReferenceSlugs].map((slug) => `/docs/v9/${slug}`),
};

export const v10DocRoutes: string[] = [
  '/docs/v10',
  ...[...sharedDocSlugs, ...v10OnlySlugs].map((slug) => `/docs/v10/${slug}`),
  ...referenceRoutes.v10,
];

export const v9DocRoutes: string[] = [
  '/docs/v9',
  ...[...sharedDocSlugs, ...v9OnlySlugs].map((slug) => `/docs/v9/${slug}`),
  ...referenceRoutes.v9,
];

const topLevelRoutes: string[] = [
  '/',
  '/blog',
  '/blog/archive',
  '/blog/introducing-trpc',
  '/blog/tags',
  '/blog/tags/trpc',
  '/search',
];

export const allRoutes: string[] = [...topLevelRoutes, ...v10DocRoutes, ...v9DocRoutes];
