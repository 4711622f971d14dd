// The playground's editor: CodeMirror 6 with one state per file of the project, TypeScript's
// problems, completions and hover from the worker (@valtown/codemirror-ts's extensions), and
// the setup a page hides kept read-only and folded until the reader asks to see it.
import { autocompletion, closeBrackets, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { linter, lintKeymap, type Diagnostic } from '@codemirror/lint';
import { EditorState, StateEffect, StateField, type Extension } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  WidgetType,
  drawSelection,
  highlightActiveLine,
  keymap,
  lineNumbers,
  type DecorationSet,
} from '@codemirror/view';
import {
  tsAutocompleteWorker,
  tsFacetWorker,
  tsHoverWorker,
  tsSyncWorker,
  type HoverInfo,
} from '@valtown/codemirror-ts';
import type * as Comlink from 'comlink';
import { codeColours } from './highlight';
import { siteTheme } from './theme';
import type { PlaygroundWorker } from './worker';

type EditorFile = {
  /** Path in the worker's file system (`/server/router.ts`). */
  path: string;
  content: string;
  /** Leading lines the page hides: read-only, folded until revealed. */
  hiddenLines: number;
  readOnly: boolean;
};

/** The docs' type tip classes, so a hover reads like a tip on a docs page. */
type TipClasses = { type: string; docs: string };

const revealSetup = StateEffect.define<boolean>();

class SetupWidget extends WidgetType {
  constructor(private readonly lines: number) {
    super();
  }

  eq(other: SetupWidget): boolean {
    return other.lines === this.lines;
  }

  toDOM(view: EditorView): HTMLElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'playground-setup-toggle';
    button.textContent = `Show ${this.lines} line${this.lines === 1 ? '' : 's'} of setup the page hides`;
    button.addEventListener('click', () => view.dispatch({ effects: revealSetup.of(true) }));
    return button;
  }

  ignoreEvent(): boolean {
    return false;
  }
}

/** The hidden setup at the top of a file: folded behind a button, never editable. */
function hiddenSetup(lines: number): Extension {
  if (lines === 0) return [];
  const end = (state: EditorState) => state.doc.line(Math.min(lines, state.doc.lines)).to;
  const folded = StateField.define<DecorationSet>({
    create: (state) =>
      Decoration.set(
        Decoration.replace({ widget: new SetupWidget(lines), block: true }).range(
          0,
          Math.min(end(state) + 1, state.doc.length),
        ),
      ),
    update(value, transaction) {
      for (const effect of transaction.effects)
        if (effect.is(revealSetup) && effect.value) return Decoration.none;
      return value.map(transaction.changes);
    },
    provide: (field) => EditorView.decorations.from(field),
  });
  const shown = Decoration.line({ class: 'playground-setup-line' });
  return [
    folded,
    EditorView.decorations.of((view) =>
      Decoration.set(
        Array.from({ length: Math.min(lines, view.state.doc.lines) }, (_, i) =>
          shown.range(view.state.doc.line(i + 1).from),
        ),
      ),
    ),
    // Edits inside the setup are dropped; the rest of the transaction goes through.
    EditorState.changeFilter.of((transaction) => [0, end(transaction.startState)]),
  ];
}

function hoverTip(classes: TipClasses) {
  return (info: HoverInfo) => {
    const tip = document.createElement('div');
    tip.className = 'playground-tip';
    const type = document.createElement('code');
    type.className = classes.type;
    type.textContent = (info.quickInfo?.displayParts ?? []).map((part) => part.text).join('');
    tip.append(type);
    const docs = (info.quickInfo?.documentation ?? []).map((part) => part.text).join('');
    if (docs) {
      const paragraph = document.createElement('p');
      paragraph.className = classes.docs;
      paragraph.textContent = docs;
      tip.append(paragraph);
    }
    return { dom: tip };
  };
}

export type EditorOptions = {
  parent: HTMLElement;
  worker: Comlink.Remote<PlaygroundWorker>;
  files: EditorFile[];
  label: (file: EditorFile) => string;
  tipClasses: TipClasses;
  onChange: (path: string, content: string) => void;
};

export type PlaygroundEditor = {
  show: (path: string) => void;
  destroy: () => void;
};

export function createEditor(options: EditorOptions): PlaygroundEditor {
  const { worker } = options;
  const lintSource = linter(
    async (view): Promise<Diagnostic[]> => {
      const config = view.state.facet(tsFacetWorker);
      return config ? worker.getLints({ path: config.path }) : [];
    },
    { delay: 50 },
  );
  const states = new Map<string, EditorState>();
  for (const file of options.files) {
    states.set(
      file.path,
      EditorState.create({
        doc: file.content,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          javascript({ typescript: true, jsx: file.path.endsWith('x') }),
          codeColours,
          siteTheme,
          keymap.of([
            ...defaultKeymap,
            ...historyKeymap,
            ...completionKeymap,
            ...lintKeymap,
            indentWithTab,
          ]),
          EditorView.contentAttributes.of({ 'aria-label': `Code of ${options.label(file)}` }),
          EditorState.readOnly.of(file.readOnly),
          hiddenSetup(file.hiddenLines),
          tsFacetWorker.of({ worker: worker as never, path: file.path }),
          tsSyncWorker(),
          lintSource,
          autocompletion({ override: [tsAutocompleteWorker()] }),
          tsHoverWorker({ renderTooltip: hoverTip(options.tipClasses) }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) options.onChange(file.path, update.state.doc.toString());
          }),
        ],
      }),
    );
  }
  const first = options.files[0];
  const view = new EditorView({
    parent: options.parent,
    state: first ? states.get(first.path) : EditorState.create(),
  });
  let current = first?.path;
  return {
    show(path) {
      const state = states.get(path);
      if (!state || path === current) return;
      if (current) states.set(current, view.state);
      current = path;
      view.setState(state);
    },
    destroy: () => view.destroy(),
  };
}
