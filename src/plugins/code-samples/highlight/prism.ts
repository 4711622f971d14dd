// The Prism instance that colours the code blocks when the site is built (./remarkTokens.ts):
// the core plus the languages the site's pages are written in.
// A fence in any other language renders as plain text; tests/unit/prism-languages.test.ts
// checks every fence of the content against this list.
import './manual';
import Prism from 'prismjs/components/prism-core';
// Loaded in prism-react-renderer's order, so every token comes out as it did with the
// library's own Prism: TypeScript copies JavaScript's grammar before js-extras adds to it,
// TSX copies it after.
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
// Beyond prism-react-renderer's set.
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-http';

export default Prism;
