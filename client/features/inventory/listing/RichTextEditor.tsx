// The description's rich-text editor (Tiptap on ProseMirror). Loaded on demand by
// DescriptionEditor, so neither the first load nor other screens carry it.
import { useEffect } from 'react';
import { Box, Button, ButtonGroup, HStack } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

// The same tags the server keeps (server/html/description.ts): no code, rules or images.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
  }),
];

const TOOLS: { label: string; active: (e: Editor) => boolean; run: (e: Editor) => void }[] = [
  { label: 'Bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Underline', active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { label: 'Heading', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'Bulleted list', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
];

/** HTML in, HTML out; an empty document is ''. */
export default function RichTextEditor({ value, onChange, label }: { value: string; onChange: (html: string) => void; label: string }) {
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({ editor, selector: ({ editor: e }) => TOOLS.map((t) => (e ? t.active(e) : false)) });

  // A value from outside (Discard, or the saved item coming back) replaces the content; our own
  // updates come back equal and change nothing, so the caret stays put.
  useEffect(() => {
    // In development React mounts twice: the first editor is destroyed and cannot be read.
    if (!editor || editor.isDestroyed || !editor.isInitialized) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box
      borderWidth="1px"
      rounded="md"
      _focusWithin={{ borderColor: 'colorPalette.focusRing', outline: '1px solid', outlineColor: 'colorPalette.focusRing' }}
      colorPalette="brand"
    >
      <HStack wrap="wrap" gap="2" p="1.5" borderBottomWidth="1px" role="toolbar" aria-label={`${label} formatting`}>
        <ButtonGroup size="xs" variant="ghost" gap="1">
          {TOOLS.map((t, i) => (
            <Button
              key={t.label}
              aria-pressed={active?.[i] ?? false}
              variant={active?.[i] ? 'subtle' : 'ghost'}
              onMouseDown={(ev) => ev.preventDefault()} // keep the editor's selection
              onClick={() => editor && t.run(editor)}
            >
              {t.label}
            </Button>
          ))}
        </ButtonGroup>
      </HStack>
      <Box
        px="3"
        py="2"
        css={{
          '& .ProseMirror': { minHeight: '10rem', outline: 'none' },
          '& .ProseMirror p': { my: '2' },
          '& .ProseMirror ul': { listStyleType: 'disc', pl: '6', my: '2' },
          '& .ProseMirror ol': { listStyleType: 'decimal', pl: '6', my: '2' },
          '& .ProseMirror h2': { fontSize: 'lg', fontWeight: 'semibold', my: '2' },
          '& .ProseMirror h3': { fontSize: 'md', fontWeight: 'semibold', my: '2' },
          '& .ProseMirror blockquote': { borderLeftWidth: '3px', pl: '3', color: 'fg.muted' },
          '& .ProseMirror a': { color: 'brand.solid', textDecoration: 'underline' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
