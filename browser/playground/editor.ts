// The playground's script editor: CodeMirror 6 with Python highlighting, line numbers, undo,
// bracket matching, Tab/Shift-Tab indenting by four spaces (Python's convention), Ctrl/Cmd+Enter
// running the flow, and the failing line of the last run marked as a diagnostic.
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { python } from "@codemirror/lang-python";
import { bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit, syntaxHighlighting } from "@codemirror/language";
import { lintGutter, setDiagnostics } from "@codemirror/lint";
import { EditorState, Prec } from "@codemirror/state";
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from "@codemirror/view";

export interface ScriptEditor {
  readonly view: EditorView;
  text(): string;
  /** Replaces the whole script (an example, a shared link); clears the mark. */
  setText(text: string): void;
  /** Marks `line` (1-based) of the script as where the run failed; out-of-range lines are ignored. */
  markFailure(line: number, message: string): void;
  clearFailure(): void;
}

export interface ScriptEditorOptions {
  parent: HTMLElement;
  text: string;
  /** Ctrl/Cmd+Enter. */
  onRun(): void;
  /** After each edit of the script (not after setText). */
  onEdit(text: string): void;
}

export function createScriptEditor(options: ScriptEditorOptions): ScriptEditor {
  let marked = false;
  const runKey = keymap.of([{ key: "Mod-Enter", preventDefault: true, run: () => (options.onRun(), true) }]);
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        // Above the default keymap, where Mod-Enter inserts a blank line.
        Prec.highest(runKey),
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        indentUnit.of("    "),
        python(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        lintGutter(),
        keymap.of([indentWithTab, ...defaultKeymap, ...historyKeymap]),
        EditorView.contentAttributes.of({ "aria-label": "script", "data-testid": "editor" }),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged || update.transactions.some((tr) => tr.isUserEvent("set"))) return;
          // A mark from the previous run no longer describes the edited script.
          if (marked) clear();
          options.onEdit(update.state.doc.toString());
        }),
      ],
    }),
  });

  function clear(): void {
    marked = false;
    view.dispatch(setDiagnostics(view.state, []));
  }

  return {
    view,
    text: () => view.state.doc.toString(),
    setText(text) {
      marked = false;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: "set" });
      view.dispatch(setDiagnostics(view.state, []));
    },
    markFailure(line, message) {
      const doc = view.state.doc;
      if (!Number.isInteger(line) || line < 1 || line > doc.lines) return;
      const { from, to } = doc.line(line);
      marked = true;
      view.dispatch(setDiagnostics(view.state, [{ from, to, severity: "error", message }]));
      view.dispatch({ effects: EditorView.scrollIntoView(from, { y: "center" }) });
    },
    clearFailure: clear,
  };
}
