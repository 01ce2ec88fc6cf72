import { Button, Fieldset, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import type { DetailPair } from './listingDraft.ts';

/** Product details as name/value pairs; a pair whose value is left blank is dropped on blur. */
export function ProductDetailsEditor({ values, onChange }: { values: DetailPair[]; onChange: (values: DetailPair[]) => void }) {
  const set = (i: number, change: Partial<DetailPair>) => onChange(values.map((d, j) => (j === i ? { ...d, ...change } : d)));
  const remove = (i: number) => onChange(values.filter((_, j) => j !== i));
  // Blur of the pair as a whole (focus left both inputs): drop it when its value is blank.
  const blurPair = (i: number) => (e: React.FocusEvent<HTMLDivElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    if (values[i] && values[i].value.trim() === '') remove(i);
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">Product Details</Fieldset.Legend>
      <Stack gap="2">
        {values.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in a list of plain strings; the inputs are controlled
          <HStack key={i} onBlur={blurPair(i)} align="center">
            <Input aria-label={`Detail ${i + 1} name`} placeholder="Name" value={d.name} onChange={(e) => set(i, { name: e.target.value })} flex="1" />
            <Input aria-label={`Detail ${i + 1} value`} placeholder="Value" value={d.value} onChange={(e) => set(i, { value: e.target.value })} flex="2" />
            <IconButton variant="ghost" size="sm" aria-label={`Remove detail ${i + 1}`} onClick={() => remove(i)}>
              ✕
            </IconButton>
          </HStack>
        ))}
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onChange([...values, { name: '', value: '' }])}>
          Add detail
        </Button>
      </Stack>
    </Fieldset.Root>
  );
}
