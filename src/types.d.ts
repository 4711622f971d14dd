// A stylesheet imported with `?url` is a file of its own (src/plugins/css-url-assets).
declare module '*.css?url' {
  const url: string;
  export default url;
}

// @docsearch/react 4.7.1 exports this hook's module without a `types` entry (its package
// exports hide the declarations beside it); this is its 4.7.1 signature.
declare module '@docsearch/react/useDocSearchKeyboardEvents' {
  import type { RefObject } from 'react';

  export function useDocSearchKeyboardEvents(props: {
    isOpen: boolean;
    onOpen: () => void;
    onClose: () => void;
    onInput?: (event: KeyboardEvent) => void;
    searchButtonRef?: RefObject<HTMLButtonElement | null>;
    isAskAiActive: boolean;
    onAskAiToggle: (toggle: boolean) => void;
    keyboardShortcuts?: { 'Ctrl/Cmd+K'?: boolean; '/'?: boolean };
  }): void;
}

// The search plugin's theme component that marks a page element for the local index
// (src/plugins/search/theme/SearchMarks; a plain element with hosted search).
declare module '@theme/SearchMarks' {
  import type { ReactNode } from 'react';
  import type { SearchMarksProps } from '@site/src/plugins/search/client/marks';

  export default function SearchMarks(props: SearchMarksProps): ReactNode;
}

// The search plugin's theme component around a part of a page the local index leaves out.
declare module '@theme/SearchIgnore' {
  import type { ReactNode } from 'react';

  export default function SearchIgnore(props: {
    className?: string;
    children: ReactNode;
  }): ReactNode;
}

// The playground plugin's theme components: compiled blocks that become editors of their
// project on a reader's first click or keystroke (src/plugins/playground/theme/LiveCode), and
// the code block's way into the playground, which the code-samples plugin's title bar shows.
declare module '@theme/LiveCode' {
  import type { ReactNode } from 'react';

  export default function LiveCode(props: {
    from: string;
    className?: string;
    children: ReactNode;
  }): ReactNode;
}

declare module '@theme/OpenInPlayground' {
  import type { ReactNode } from 'react';

  export default function OpenInPlayground(): ReactNode;
}
