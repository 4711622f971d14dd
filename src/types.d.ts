// A stylesheet imported with `?url` is a file of its own (src/plugins/css-url-assets).
declare module '*.css?url' {
  const url: string;
  export default url;
}
