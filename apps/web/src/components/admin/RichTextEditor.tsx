import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import styles from './RichTextEditor.module.css';

/**
 * The back office's rich-text editor (the stop text, the draw rules): only what the portal's HTML policy keeps
 * (paragraphs, headings 2–4, lists, bold, italics, underline, quotes, links), so what staff write is
 * what the server's sanitizer saves and members read. Loaded only in the back office's chunks.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  hint,
  compact = false,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  hint?: string;
  /** A shorter box, for an introduction or a section of a page. */
  compact?: boolean;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const editor = useEditor({
    // The portal's CSP allows no inline <style>: the editor's few needed rules are in the CSS module.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['https', 'http', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: styles.editorArea!,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (the saved, sanitized text; "Cargar la versión guardada") replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={compact ? `${styles.editor} ${styles.compact}` : styles.editor}>
      <span id={`${id}-label`} className={styles.editorLabel}>
        {label}
      </span>
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt('Dirección del enlace (https://…). Déjala vacía para quitarlo.', previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const tools: Array<{ label: string; text: string; active: boolean; run: () => void }> = [
    { label: 'Negrita', text: 'B', active: state.bold, run: () => chain().toggleBold().run() },
    { label: 'Cursiva', text: 'I', active: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'Subrayado', text: 'U', active: state.underline, run: () => chain().toggleUnderline().run() },
    { label: 'Título', text: 'T2', active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    {
      label: 'Subtítulo',
      text: 'T3',
      active: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { label: 'Lista', text: '• Lista', active: state.bullet, run: () => chain().toggleBulletList().run() },
    {
      label: 'Lista numerada',
      text: '1. Lista',
      active: state.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    { label: 'Cita', text: '“Cita”', active: state.quote, run: () => chain().toggleBlockquote().run() },
    { label: 'Enlace', text: 'Enlace', active: state.link, run: setLink },
  ];
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formato del texto">
      {tools.map((tool) => (
        <button
          key={tool.label}
          type="button"
          className={styles.tool}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.active}
          onClick={tool.run}
        >
          {tool.text}
        </button>
      ))}
    </div>
  );
}
