import { useRef, useState } from 'react';
import { Box, Button, Fieldset, HStack, IconButton, Image, Input, Stack, Text } from '@chakra-ui/react';
import { moveItem } from './moveItem.ts';

/**
 * The listing's image URLs with a thumbnail each, in the order channels show them (the first is
 * the main image): move up/down (or drag a thumbnail onto another), remove, add. An entry left
 * blank is dropped on blur. `previews` maps a catalogue link to the URL the browser loads it from
 * (the server's image route); other links, such as one the seller typed, are shown as typed.
 */
export function ImageListEditor({
  values,
  previews,
  onChange,
}: {
  values: string[];
  previews?: ReadonlyMap<string, string>;
  onChange: (values: string[]) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const set = (i: number, v: string) => onChange(values.map((x, j) => (j === i ? v : x)));
  const remove = (i: number) => onChange(values.filter((_, j) => j !== i));
  const move = (from: number, to: number) => onChange(moveItem(values, from, to));
  function add() {
    onChange([...values, '']);
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('[data-image-row]:last-of-type input')?.focus());
  }
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">Images</Fieldset.Legend>
      <Stack gap="2" ref={list}>
        {values.map((url, i) => (
          <HStack
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in a list of plain strings; the inputs are controlled
            key={i}
            data-image-row
            data-testid={`image-row-${i + 1}`}
            gap="2"
            p="1"
            rounded="md"
            bg={dragged !== null && dragged !== i ? 'bg.subtle' : undefined}
            onDragOver={(e) => dragged !== null && e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged !== null && dragged !== i) move(dragged, i);
              setDragged(null);
            }}
          >
            <Thumbnail
              url={url}
              src={previews?.get(url.trim())}
              n={i + 1}
              draggable={values.length > 1}
              onDragStart={() => setDragged(i)}
              onDragEnd={() => setDragged(null)}
            />
            <Input
              type="url"
              aria-label={`Image URL ${i + 1}`}
              value={url}
              onChange={(e) => set(i, e.target.value)}
              onBlur={() => url.trim() === '' && remove(i)}
            />
            <IconButton variant="ghost" size="sm" aria-label={`Move image ${i + 1} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
              ↑
            </IconButton>
            <IconButton variant="ghost" size="sm" aria-label={`Move image ${i + 1} down`} disabled={i === values.length - 1} onClick={() => move(i, i + 1)}>
              ↓
            </IconButton>
            <IconButton variant="ghost" size="sm" aria-label={`Remove image ${i + 1}`} onClick={() => remove(i)}>
              ✕
            </IconButton>
          </HStack>
        ))}
        {values.length === 0 && <Text color="fg.muted">No images yet.</Text>}
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={add}>
          Add image URL
        </Button>
      </Stack>
    </Fieldset.Root>
  );
}

const BOX = { boxSize: '14', flexShrink: 0, rounded: 'md', borderWidth: '1px', bg: 'bg.muted' } as const;

/** A preview of an http(s) image (from `src` when given); a broken or non-web address shows a plain box instead. */
function Thumbnail({ url, src, n, ...drag }: { url: string; src?: string; n: number; draggable: boolean; onDragStart: () => void; onDragEnd: () => void }) {
  const [broken, setBroken] = useState<string | null>(null);
  const web = /^https?:\/\/\S+$/i.test(url.trim());
  if (!web || broken === url) {
    return (
      <Box {...BOX} {...drag} display="flex" alignItems="center" justifyContent="center" fontSize="xs" color="fg.muted" textAlign="center">
        {web ? 'No preview' : ''}
      </Box>
    );
  }
  return (
    <Image
      {...BOX}
      {...drag}
      src={src ?? url.trim()}
      alt={`Image ${n}`}
      objectFit="contain"
      loading="lazy"
      referrerPolicy="no-referrer"
      cursor={drag.draggable ? 'grab' : undefined}
      onError={() => setBroken(url)}
    />
  );
}
