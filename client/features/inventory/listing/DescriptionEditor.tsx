import { lazy, Suspense } from 'react';
import { Box, Field } from '@chakra-ui/react';

// Tiptap and ProseMirror are large: fetched only when a listing view shows this editor.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** The description (HTML, as channels show it), edited as formatted text; the server sanitises it on save. */
export function DescriptionEditor({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Field.Root>
      <Field.Label>Description</Field.Label>
      <Suspense fallback={<Box h="14rem" w="full" rounded="md" borderWidth="1px" bg="bg.muted" aria-busy="true" aria-label="Loading the description editor" />}>
        <RichTextEditor label="Description" value={value} onChange={onChange} />
      </Suspense>
    </Field.Root>
  );
}
