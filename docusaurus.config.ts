import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';
import { buildRules } from './src/config/buildRules';
import * as codeSamples from './src/plugins/code-samples/remark';
import { docsPluginVersions, VERSIONS } from './src/content/versions';
import { referenceOptions } from './src/plugins/api-reference/options';
import recipeStart from './src/remark/recipe-start';

const siteUrl = 'https://trpc.io';
const githubUrl = 'https://github.com/trpc/trpc';
const editUrlBase = 'https://github.com/trpc/trpc/tree/main/www/';

// Analytics are opt-in at build time: without an id no third-party request is made.
const gtagTrackingId = process.env.GTAG_TRACKING_ID?.trim();

// Hosted search (Algolia DocSearch) when all three settings are given at build time;
// otherwise the same modal searches the local Pagefind index built with the site.
const algolia =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY && process.env.ALGOLIA_INDEX_NAME
    ? {
        appId: process.env.ALGOLIA_APP_ID,
        apiKey: process.env.ALGOLIA_API_KEY,
        indexName: process.env.ALGOLIA_INDEX_NAME,
        contextualSearch: true,
        searchPagePath: 'search',
      }
    : undefined;

// Both docs versions and the blog share these Markdown plugins: the code samples' steps, in
// the order src/plugins/code-samples/remark.ts gives them, and a recipe page's starting point.
const beforeDefaultRemarkPlugins = [...codeSamples.beforeDefaultRemarkPlugins, recipeStart];
const remarkPlugins = codeSamples.remarkPlugins;

const docsOptions = {
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  // Labels and paths from the table of versions (samples/versions.json).
  versions: docsPluginVersions(),
  editUrl: editUrlBase,
  showLastUpdateTime: true,
  beforeDefaultRemarkPlugins,
  remarkPlugins,
} satisfies Preset.Options['docs'];

const blogOptions = {
  showReadingTime: true,
  // The /blog index's meta description; Docusaurus's default is the one word "Blog".
  blogDescription:
    'News and articles about tRPC, the toolkit for building end-to-end typesafe APIs in TypeScript without schemas or code generation.',
  blogSidebarTitle: 'Recent posts',
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  // The blog index shows each post up to its `{/* truncate */}` line; a post without one
  // would be printed whole on the index, so the build fails instead.
  onUntruncatedBlogPosts: 'throw',
  editUrl: 'https://github.com/trpc/trpc/tree/next/www/',
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'tRPC Blog',
    description: 'News and articles about tRPC.',
    copyright: `Copyright © ${new Date().getFullYear()} Alex Johansson`,
  },
  beforeDefaultRemarkPlugins,
  remarkPlugins,
} satisfies Preset.Options['blog'];

const navbar = {
  title: 'tRPC',
  logo: {
    alt: 'tRPC logo',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    { type: 'doc', docId: 'main/introduction', label: 'Docs', position: 'left' },
    { type: 'doc', docId: 'main/quickstart', label: 'Quickstart', position: 'left' },
    {
      type: 'doc',
      docId: 'main/awesome-trpc',
      label: 'Awesome tRPC Collection',
      position: 'left',
    },
    { type: 'doc', docId: 'nextjs/nextjs', label: 'Usage with Next.js', position: 'left' },
    { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
    { type: 'localeDropdown', position: 'right' },
    // Icon links (icons from simple-icons, CC0): the label stays for screen readers and the
    // mobile menu, and is hidden visually on desktop (src/css/custom.css).
    {
      href: githubUrl,
      label: 'GitHub',
      position: 'right',
      className: 'navbar-icon navbar-icon--github',
    },
    {
      href: 'https://twitter.com/trpcio',
      label: 'Twitter',
      position: 'right',
      className: 'navbar-icon navbar-icon--twitter',
    },
    {
      href: 'https://trpc.io/discord',
      label: 'Discord',
      position: 'right',
      className: 'navbar-icon navbar-icon--discord',
    },
    { type: 'search', position: 'right' },
  ],
} satisfies Preset.ThemeConfig['navbar'];

const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Introduction', to: '/docs/v10' },
        { label: 'Quickstart', to: '/docs/v10/quickstart' },
        { label: 'Usage with Next.js', to: '/docs/v10/nextjs' },
        { label: 'Migrate from v9 to v10', to: '/docs/v10/migrate-from-v9-to-v10' },
        { label: '9.x docs', to: '/docs/v9' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'GitHub', href: githubUrl },
        { label: 'Twitter', href: 'https://twitter.com/trpcio' },
        { label: 'Discord', href: 'https://trpc.io/discord' },
        { label: 'Awesome tRPC Collection', to: '/docs/v10/awesome-trpc' },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'Blog', to: '/blog' },
        { label: 'Search', to: '/search' },
        { label: 'Sponsor tRPC', href: 'https://github.com/sponsors/KATT' },
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Alex Johansson. Built with Docusaurus.`,
} satisfies Preset.ThemeConfig['footer'];

const config: Config = {
  title: 'tRPC',
  tagline: 'Move Fast and Break Nothing. End-to-end typesafe APIs made easy.',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  // The banner Docusaurus shows when a wrong baseUrl breaks the assets: the site is served and
  // tested at its root, and the banner costs every page an inline script and its CSP hash.
  baseUrlIssueBanner: false,
  organizationName: 'trpc',
  projectName: 'trpc',
  trailingSlash: undefined,

  // Rspack + SWC; `SITE_BUNDLER=webpack` builds with webpack instead, for scripts/bench-build.sh.
  future: { v4: true, faster: process.env.SITE_BUNDLER !== 'webpack' },

  ...buildRules,

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory' },
    },
  },

  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        // The blog plugin is added below, wrapped (src/plugins/blog).
        blog: false,
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/plugins/code-samples/highlight/code-theme.css',
          ],
        },
        sitemap: {
          lastmod: 'date',
          // Pages that are not for readers carry a robots noindex meta (docs by `unlisted: true`
          // in their front matter, other pages in their <Head>), and the plugin leaves out every
          // route Docusaurus read that meta on: such pages need no entry here. Listed instead:
          // the blog's tag and archive pages, which are for readers and indexable but only list
          // posts the sitemap already has; and /search, because with hosted search the Algolia
          // theme's search page writes its noindex as `<meta property="robots">`, which
          // Docusaurus does not read as one (robots directives are named by `name`).
          ignorePatterns: ['/blog/tags/**', '/blog/archive', '/search'],
        },
        ...(gtagTrackingId ? { gtag: { trackingID: gtagTrackingId, anonymizeIP: true } } : {}),
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid'],

  plugins: [
    ['./src/plugins/blog/index.ts', blogOptions],
    // Search over the local index built with the site, unless a hosted one is configured.
    ['./src/plugins/search/index.ts', { hosted: Boolean(algolia) }],
    './src/plugins/llms-txt/index.ts',
    './src/plugins/route-index/index.ts',
    './src/plugins/security-headers/index.ts',
    './src/plugins/css-url-assets/index.ts',
    './src/plugins/code-samples/index.ts',
    './src/plugins/playground/index.ts',
    './src/plugins/chunk-prefetch/index.ts',
    './src/plugins/case-sensitive-routes/index.ts',
    './src/plugins/tslib-helper/index.ts',
    './src/plugins/early-taps/index.ts',
    // The API reference of each docs version, generated by TypeDoc into its `reference` folder.
    ...VERSIONS.map((version) => ['docusaurus-plugin-typedoc', referenceOptions(version)]),
  ],

  clientModules: ['./src/clientModules/storageGuard.ts', './src/clientModules/tweetEmbed.ts'],

  themeConfig: {
    ...(algolia ? { algolia } : {}),
    image: 'img/social-card.png',
    metadata: [{ name: 'twitter:card', content: 'summary_large_image' }],
    announcementBar: {
      id: 'v10-pre-release',
      content:
        'tRPC 10.x is a pre-release: see the <a href="/docs/v10/migrate-from-v9-to-v10">migration guide</a>',
      backgroundColor: 'var(--site-announcement-bg)',
      textColor: 'var(--site-announcement-fg)',
      isCloseable: false,
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    mermaid: {
      options: {
        // A diagram's edge labels are written on the page's own background and text colours
        // (src/css/custom.css), so they have the body text's contrast in both colour modes;
        // Mermaid's dark theme puts them on grey chips below AA.
        themeCSS:
          '.edgeLabel, .edgeLabel p, .labelBkg { background-color: var(--site-diagram-label-bg); color: var(--ifm-font-color-base); }',
      },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar,
    footer,
    prism: {
      // Colours come from src/plugins/code-samples/highlight/code-theme.css; a theme without styles keeps them out of the
      // HTML as inline styles, so code blocks hydrate unchanged in either colour mode.
      theme: { plain: {}, styles: [] },
      darkTheme: { plain: {}, styles: [] },
      // The languages beyond prism-react-renderer's are in src/plugins/code-samples/highlight/prism.ts.
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
