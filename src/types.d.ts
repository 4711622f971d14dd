// The DocSearch stylesheet entry point ships without type declarations.
declare module '@docsearch/react/style';
