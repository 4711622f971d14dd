// prism-core is the core alone (no languages); @types/prismjs only types the package's main file.
declare module 'prismjs/components/prism-core' {
  import * as Prism from 'prismjs';
  export default Prism;
}
