import { useRef, useState } from 'react';
import { Box, Button, ButtonGroup, Field, HStack, Textarea } from '@chakra-ui/react';

const TAGS = [
  { label: 'Bold', open: '<b>', close: '</b>' },
  { label: 'Italic', open: '<i>', close: '</i>' },
  { label: 'Bulleted list', open: '<ul>\n  <li>', close: '</li>\n</ul>' },
  { label: 'Paragraph', open: '<p>', close: '</p>' },
] as const;

/**
 * The description (HTML, as channels show it): a textarea with buttons that wrap the selection
 * in simple tags, and a preview in a sandboxed frame (no scripts, no same-origin access).
 */
export function DescriptionEditor({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState(false);

  function wrap(open: string, close: string) {
    const el = area.current;
    if (!el) return;
    const { selectionStart: s, selectionEnd: e } = el;
    onChange(value.slice(0, s) + open + value.slice(s, e) + close + value.slice(e));
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(s + open.length, e + open.length);
    });
  }

  return (
    <Field.Root>
      <Field.Label>Description</Field.Label>
      <HStack wrap="wrap" gap="2" mb="1" role="toolbar" aria-label="Description formatting">
        <ButtonGroup size="xs" variant="outline" attached>
          {TAGS.map((t) => (
            <Button key={t.label} onClick={() => wrap(t.open, t.close)} disabled={preview}>
              {t.label}
            </Button>
          ))}
        </ButtonGroup>
        <Button size="xs" variant="ghost" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
          {preview ? 'Edit' : 'Preview'}
        </Button>
      </HStack>
      {preview ? (
        <Box as="iframe" title="Description preview" w="full" h="64" borderWidth="1px" rounded="md" bg="white" {...{ sandbox: '', srcDoc: value }} />
      ) : (
        <Textarea ref={area} rows={10} value={value} onChange={(e) => onChange(e.target.value)} fontFamily="mono" fontSize="sm" />
      )}
    </Field.Root>
  );
}
