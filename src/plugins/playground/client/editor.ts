// The playground's editor: CodeMirror 6 with one state per file of the project, TypeScript's
// problems, completions and hover from the worker (@valtown/codemirror-ts's extensions), and
// the setup a page hides kept read-only and folded until the reader asks to see it.
import { autocompletion, closeBrackets, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { linter, lintKeymap, type Diagnostic } from '@codemirror/lint';
import { EditorState, Prec, StateEffect, StateField, type Extension } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  WidgetType,
  drawSelection,
  highlightActiveLine,
  keymap,
  lineNumbers,
  tooltips,
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
import { codeColours, typescriptSupport } from './highlight';
import { paneTheme, siteTheme } from './theme';
import type { PlaygroundWorker } from '../worker/worker';

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

/** Another file of the project changed: this one's problems may have too. */
const projectChanged = StateEffect.define<null>();

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
    // A name TypeScript cannot resolve says `any` and nothing else: the problem's own tip,
    // shown with it, says what is wrong.
    if (type.textContent.trim() === 'any') tip.hidden = true;
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

type SharedOptions = {
  worker: Comlink.Remote<PlaygroundWorker>;
  /** The playground's look (line numbers, its frame) or a docs code block's (./theme.ts). */
  look?: 'playground' | 'block';
  label: (file: EditorFile) => string;
  /** The id of the text that says how to leave the editor (Tab indents in it). */
  describedBy?: string;
  tipClasses: TipClasses;
  onChange: (path: string, content: string) => void;
};

export type EditorOptions = SharedOptions & { parent: HTMLElement; files: EditorFile[] };

export type PlaygroundEditor = {
  show: (path: string) => void;
  /** Puts the caret at `offset` of the shown file, in view, and focuses the editor. */
  reveal: (offset: number) => void;
  destroy: () => void;
};

/** One file's editor state: TypeScript's problems, completions and hover from the worker. */
function fileStates(options: SharedOptions & { files: EditorFile[] }): Map<string, EditorState> {
  const { worker } = options;
  const lintSource = linter(
    async (view): Promise<Diagnostic[]> => {
      const config = view.state.facet(tsFacetWorker);
      return config ? worker.getLints({ path: config.path }) : [];
    },
    {
      delay: 50,
      needsRefresh: (update) =>
        update.transactions.some((tr) => tr.effects.some((e) => e.is(projectChanged))),
    },
  );
  const states = new Map<string, EditorState>();
  for (const file of options.files) {
    states.set(
      file.path,
      EditorState.create({
        doc: file.content,
        extensions: [
          options.look === 'block' ? [] : lineNumbers(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          typescriptSupport(file.path.endsWith('x')),
          codeColours,
          siteTheme,
          // Over the playground's look, which it partly replaces.
          options.look === 'block' ? Prec.highest(paneTheme) : [],
          keymap.of([
            ...defaultKeymap,
            ...historyKeymap,
            ...completionKeymap,
            ...lintKeymap,
            indentWithTab,
          ]),
          EditorView.contentAttributes.of({
            'aria-label': `Code of ${options.label(file)}`,
            // Focusable as it is (contenteditable), said out loud so that checkers see the
            // scrolling region has a focusable part: no Tab stop is added.
            tabindex: '0',
            ...(options.describedBy ? { 'aria-describedby': options.describedBy } : {}),
          }),
          EditorState.readOnly.of(file.readOnly),
          hiddenSetup(file.hiddenLines),
          tsFacetWorker.of({ worker: worker as never, path: file.path }),
          tsSyncWorker(),
          lintSource,
          autocompletion({ override: [tsAutocompleteWorker()] }),
          tsHoverWorker({ renderTooltip: hoverTip(options.tipClasses) }),
          // Tips stay within their editor's width, never over the next pane; below the line
          // they explain where the window has room, as CodeMirror places them.
          tooltips({
            tooltipSpace: (view) => {
              const { left, right } = view.dom.getBoundingClientRect();
              return { left, right, top: 0, bottom: window.innerHeight };
            },
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) options.onChange(file.path, update.state.doc.toString());
          }),
        ],
      }),
    );
  }
  return states;
}

/** The playground's editor: one view, a state per file, shown one at a time (the tabs). */
export function createEditor(options: EditorOptions): PlaygroundEditor {
  const states = fileStates(options);
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
    reveal(offset) {
      const anchor = Math.min(offset, view.state.doc.length);
      view.dispatch({ selection: { anchor }, scrollIntoView: true });
      view.focus();
    },
    destroy: () => view.destroy(),
  };
}

export type PanesOptions = SharedOptions & {
  /** Each file with the element its view fills. */
  panes: { file: EditorFile; parent: HTMLElement }[];
};

/** A place in a file as a reader sees it (1-based line, 0-based column), setup not counted. */
export type Caret = { line: number; column: number };

export type EditorPanes = {
  /**
   * Focuses a pane, with the caret where the reader clicked in the block it replaced, and types
   * there what the reader typed before the editor was ready.
   */
  focus: (index: number, caret?: Caret, typed?: string) => void;
  /** Puts every pane's text back to the file's as the page has it, as one undoable edit each. */
  reset: () => void;
  destroy: () => void;
};

/** Files side by side, a view each: an edit in one re-checks the others, which import it. */
export function createPanes(options: PanesOptions): EditorPanes {
  let views: EditorView[] = [];
  const states = fileStates({
    ...options,
    look: 'block',
    files: options.panes.map((pane) => pane.file),
    onChange(path, content) {
      options.onChange(path, content);
      // After the worker has the edit (its messages are answered in order).
      setTimeout(() => {
        for (const view of views)
          if (view.state.facet(tsFacetWorker)?.path !== path)
            view.dispatch({ effects: projectChanged.of(null) });
      });
    },
  });
  views = options.panes.map(
    ({ file, parent }) => new EditorView({ parent, state: states.get(file.path) }),
  );
  return {
    focus(index, caret, typed) {
      const view = views[index];
      const file = options.panes[index]?.file;
      if (!view || !file) return;
      // Keys typed on a block reached by keyboard go where its shown code starts.
      const at = caret ?? (typed ? { line: 1, column: 0 } : undefined);
      if (at) {
        const { doc } = view.state;
        const line = doc.line(Math.min(at.line + file.hiddenLines, doc.lines));
        view.dispatch({ selection: { anchor: line.from + Math.min(at.column, line.length) } });
      }
      if (typed) view.dispatch(view.state.replaceSelection(typed), { userEvent: 'input.type' });
      view.focus();
    },
    reset() {
      views.forEach((view, index) => {
        const content = options.panes[index]?.file.content;
        if (content === undefined || view.state.doc.toString() === content) return;
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: content } });
      });
    },
    destroy: () => views.forEach((view) => view.destroy()),
  };
}
