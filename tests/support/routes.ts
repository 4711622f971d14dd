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

export const v10DocRoutes: string[] = [
  '/docs/v10',
  ...[...sharedDocSlugs, ...v10OnlySlugs].map((slug) => `/docs/v10/${slug}`),
];

export const v9DocRoutes: string[] = [
  '/docs/v9',
  ...[...sharedDocSlugs, ...v9OnlySlugs].map((slug) => `/docs/v9/${slug}`),
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
