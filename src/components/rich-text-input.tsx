import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Tooltip } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { RICH_TEXT_WORDS } from './rich-text-words';
import './rich-text-input.css';

interface RichTextInputProps {
  id?: string;
  /** The field's name for assistive technology: a form label cannot point at an editable area. */
  label?: string;
  value?: string | null;
  onChange?: (html: string) => void;
  disabled?: boolean;
}

/** Only what the server's allow-list keeps: an address the user types is checked here too, and again there. */
const SAFE_URL = /^(https?:\/\/|\/(?!\/)|mailto:|tel:)/i;

function Tool({
  title,
  icon,
  active,
  onClick,
  disabled,
}: {
  title: string;
  icon: ReactNode;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={title}
        aria-pressed={!!active}
        onClick={onClick}
        disabled={disabled}
      />
    </Tooltip>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const language = useAppSelector((s) => s.app.language);
  const w = RICH_TEXT_WORDS[language] ?? RICH_TEXT_WORDS.zh;
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const ask = (message: string, initial = '') => {
    const url = window.prompt(message, initial)?.trim();
    if (url === undefined) return undefined;
    if (url && !SAFE_URL.test(url)) {
      window.alert(w.badUrl);
      return undefined;
    }
    return url;
  };
  const text = (label: string, active: boolean, run: () => void) => (
    <Button size="small" type={active ? 'primary' : 'text'} aria-pressed={active} onClick={run} disabled={disabled}>
      {label}
    </Button>
  );
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={w.toolbar}>
      <Tool
        title={w.bold}
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
        disabled={disabled}
      />
      <Tool
        title={w.italic}
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
        disabled={disabled}
      />
      <Tool
        title={w.underline}
        icon={<UnderlineOutlined />}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
        disabled={disabled}
      />
      <Tool
        title={w.strike}
        icon={<StrikethroughOutlined />}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
        disabled={disabled}
      />
      <Divider orientation="vertical" />
      {text('H2', state.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {text('H3', state.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {text('“”', state.quote, () => chain().toggleBlockquote().run())}
      <Tool
        title={w.bullet}
        icon={<UnorderedListOutlined />}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
        disabled={disabled}
      />
      <Tool
        title={w.ordered}
        icon={<OrderedListOutlined />}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
        disabled={disabled}
      />
      <Divider orientation="vertical" />
      <Tool
        title={w.link}
        icon={<LinkOutlined />}
        active={state.link}
        disabled={disabled}
        onClick={() => {
          const url = ask(w.linkPrompt, (editor.getAttributes('link').href as string) ?? '');
          if (url === undefined) return;
          if (!url) chain().extendMarkRange('link').unsetLink().run();
          else chain().extendMarkRange('link').setLink({ href: url, target: '_blank' }).run();
        }}
      />
      <Tool
        title={w.image}
        icon={<PictureOutlined />}
        disabled={disabled}
        onClick={() => {
          const url = ask(w.imagePrompt);
          if (url) chain().setImage({ src: url }).run();
        }}
      />
      <Divider orientation="vertical" />
      <Tool title={w.undo} icon={<UndoOutlined />} onClick={() => chain().undo().run()} disabled={disabled} />
      <Tool title={w.redo} icon={<RedoOutlined />} onClick={() => chain().redo().run()} disabled={disabled} />
    </div>
  );
}

/** The rich text editor of 'html' fields; loaded only by a form that has one. */
export default function RichTextInput({ id, label, value, onChange, disabled }: RichTextInputProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
      Image,
    ],
    content: value ?? '',
    editable: !disabled,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: id ?? '',
        class: 'rich-text-body',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-label': label } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // A value set from outside (the form reset, a reload) replaces the document; the editor's own edits do not.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  // Without an update event: switching editability is no edit (the form would flag the field).
  useEffect(() => editor?.setEditable(!disabled, false), [editor, disabled]);
  if (!editor) return <div className="rich-text-input" aria-busy="true" />;
  return (
    <div className="rich-text-input">
      <Toolbar editor={editor} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  );
}
