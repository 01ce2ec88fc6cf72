import { useRef } from 'react';
import { Button, Fieldset, HStack, IconButton, Input, Stack } from '@chakra-ui/react';

interface Props {
  label: string;
  itemLabel: string;
  addLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
  type?: string;
}

/** An editable list of strings (image URLs, feature bullets); an entry left blank is dropped on blur. */
export function StringListEditor({ label, itemLabel, addLabel, values, onChange, type = 'text' }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const set = (i: number, v: string) => onChange(values.map((x, j) => (j === i ? v : x)));
  const remove = (i: number) => onChange(values.filter((_, j) => j !== i));
  function add() {
    onChange([...values, '']);
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('input:last-of-type')?.focus());
  }
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{label}</Fieldset.Legend>
      <Stack gap="2" ref={list}>
        {values.map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in a list of plain strings; the inputs are controlled
          <HStack key={i}>
            <Input
              type={type}
              aria-label={`${itemLabel} ${i + 1}`}
              value={v}
              onChange={(e) => set(i, e.target.value)}
              onBlur={() => v.trim() === '' && remove(i)}
            />
            <IconButton variant="ghost" size="sm" aria-label={`Remove ${itemLabel.toLowerCase()} ${i + 1}`} onClick={() => remove(i)}>
              ✕
            </IconButton>
          </HStack>
        ))}
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={add}>
          {addLabel}
        </Button>
      </Stack>
    </Fieldset.Root>
  );
}
