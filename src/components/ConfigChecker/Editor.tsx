/**
 * The checker's editor: CodeMirror 6 with line numbers, undo history and marks on the lines with
 * problems. CodeMirror draws only the lines in view, so a pasted megabyte costs the browser no
 * more layout than a short file (a plain text area laid out all of it on every change: a frame of
 * 1.5 s). It is loaded in its own chunk when the checker is shown (see index.tsx).
 */
import {useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type ReactNode, type Ref} from 'react';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {EditorState, RangeSetBuilder, StateEffect, StateField, type Text} from '@codemirror/state';
import {Decoration, EditorView, keymap, lineNumbers, placeholder, type DecorationSet} from '@codemirror/view';

import styles from './styles.module.css';

/** A line to mark (counted from 0) and why. */
export type Mark = {readonly line: number; readonly tone: 'error' | 'syntax'};

export type EditorHandle = {
  /** Select a line (counted from 0), scroll it to the middle and focus the editor. */
  readonly show: (line: number) => void;
};

const setMarks = StateEffect.define<readonly Mark[]>();

function decorate(doc: Text, marks: readonly Mark[]): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const {line, tone} of [...marks].sort((a, b) => a.line - b.line)) {
    if (line >= doc.lines) continue;
    const {from} = doc.line(line + 1);
    builder.add(from, from, Decoration.line({attributes: {'data-line': String(line + 1), 'data-tone': tone}}));
  }
  return builder.finish();
}

/** The marks of the last answer; edits move them with their lines until the next answer comes. */
const marksField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    for (const effect of transaction.effects) {
      if (effect.is(setMarks)) return decorate(transaction.state.doc, effect.value);
    }
    return marks.map(transaction.changes);
  },
  provide: (field) => EditorView.decorations.from(field),
});

export default function Editor({
  value,
  onChange,
  marks,
  label,
  hint,
  ref,
}: {
  value: string;
  onChange: (text: string) => void;
  marks: readonly Mark[];
  /** The accessible name of the text box. */
  label: string;
  /** Shown while the editor is empty. */
  hint: string;
  ref: Ref<EditorHandle>;
}): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView>();
  const changed = useEffectEvent(onChange);

  useEffect(() => {
    const created = new EditorView({
      parent: host.current ?? undefined,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          placeholder(hint),
          marksField,
          EditorState.tabSize.of(2),
          EditorView.contentAttributes.of({
            'aria-label': label,
            // Editable text is in the tab order anyway; saying so lets checkers (axe) see that
            // the scrolling box around it can be reached by keyboard.
            tabindex: '0',
            spellcheck: 'false',
            autocapitalize: 'off',
            autocorrect: 'off',
          }),
          // A dropped file replaces the text (the box around handles it), not inserted where it fell.
          EditorView.domEventHandlers({drop: (event) => (event.dataTransfer?.files.length ?? 0) > 0}),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed(update.state.doc.toString());
          }),
        ],
      }),
    });
    setView(created);
    return () => {
      created.destroy();
    };
    // Created once; later values and marks are dispatched by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A text set from outside (an example, a file, a link) replaces the document.
  useEffect(() => {
    if (!view) return;
    const {doc} = view.state;
    if (doc.length === value.length && doc.toString() === value) return;
    view.dispatch({changes: {from: 0, to: doc.length, insert: value}});
  }, [view, value]);

  useEffect(() => {
    view?.dispatch({effects: setMarks.of(marks)});
  }, [view, marks]);

  useImperativeHandle(
    ref,
    () => ({
      show(line) {
        if (!view) return;
        const {from, to} = view.state.doc.line(Math.min(line + 1, view.state.doc.lines));
        view.dispatch({selection: {anchor: from, head: to}, effects: EditorView.scrollIntoView(from, {y: 'center'})});
        view.focus();
      },
    }),
    [view],
  );

  return <div ref={host} className={styles.host} />;
}
