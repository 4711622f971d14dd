// The classic theme's components this folder renders, as @docusaurus/theme-classic 3.10
// declares them. This folder is checked without that package's declarations (./tsconfig.json)
// because they reach Node's types; the site's check reads both, and these merge with its own.

declare module '@theme/Heading' {
  import type { ComponentProps, ReactNode } from 'react';

  export interface Props extends ComponentProps<'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'> {
    readonly as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  }

  export default function Heading(props: Props): ReactNode;
}

declare module '@theme/Layout' {
  export interface Props {
    readonly noFooter?: boolean;
    readonly title?: string;
    readonly description?: string;
  }
}
