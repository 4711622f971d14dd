import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

// The 10.x sidebar. The landing-intro steps are not listed: they are shown inside the landing
// page, not read on their own, and their front matter marks them `unlisted: true`, the one flag
// that also keeps them out of search, the sitemap and the not-found page's suggestions.
const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'tRPC',
      collapsed: false,
      items: [
        'main/introduction',
        'main/quickstart',
        'main/example-apps',
        'nextjs/nextjs',
        'reactjs/react',
        'main/contributing',
        'main/love',
        'main/sponsors',
        'main/awesome-trpc',
      ],
    },
    {
      type: 'category',
      label: '@trpc/server',
      collapsed: false,
      items: [
        'server/router',
        'server/procedures',
        'server/merging-routers',
        'server/context',
        'server/middlewares',
        'server/server-side-calls',
        'server/authorization',
        'server/output-validation',
        'server/infer-types',
        'server/error-handling',
        'server/error-formatting',
        'server/data-transformers',
        'server/metadata',
        'server/caching',
        {
          type: 'category',
          label: 'Adapters',
          collapsed: true,
          items: [
            'server/adapters/aws-lambda',
            'server/adapters/express',
            'server/adapters/fastify',
            'server/adapters/fetch',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: '@trpc/client',
      collapsed: false,
      items: [
        'client/vanilla',
        'client/aborting-procedures',
        {
          type: 'category',
          label: 'Links',
          collapsed: true,
          items: [
            'client/links/overview',
            'client/links/httpLink',
            'client/links/httpBatchLink',
            'client/links/wsLink',
            'client/links/splitLink',
            'client/links/loggerLink',
          ],
        },
        'client/header',
        'client/cors',
      ],
    },
    {
      type: 'category',
      label: '@trpc/react',
      collapsed: false,
      items: [
        'reactjs/react-queries',
        'reactjs/react-mutations',
        'reactjs/useInfiniteQuery',
        'reactjs/query-invalidation',
      ],
    },
    {
      type: 'category',
      label: '@trpc/next',
      collapsed: false,
      items: [
        'nextjs/ssr',
        'nextjs/ssg',
        'nextjs/ssg-helpers',
        'nextjs/websockets',
        'nextjs/starter-projects',
      ],
    },
    {
      type: 'category',
      label: 'Extra information',
      collapsed: false,
      items: [
        'further/rpc',
        'further/subscriptions',
        'further/troubleshooting',
        'further/further-reading',
      ],
    },
    'migration/migrate-from-v9-to-v10',
  ],
} satisfies SidebarsConfig;

export default sidebars;
