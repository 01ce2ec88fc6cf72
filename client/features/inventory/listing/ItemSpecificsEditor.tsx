import { type ReactNode, useState } from 'react';
import { Badge, Button, Field, Fieldset, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { missingRequired, setSpecific, type SpecificPair, type SpecificRow } from './ebayDraft.ts';

/**
 * 'Item Specifics' of the category: required ones first and marked, a picker of eBay's values for
 * SELECTION_ONLY ones, free text otherwise (eBay's values offered as suggestions), values prefilled
 * from the catalogue, and the seller's custom specifics (removable). Says which required ones are
 * still missing: the pre-flight check holds such an item back from eBay.
 */
export function ItemSpecificsEditor({
  rows,
  own,
  onChange,
  toolbar,
}: {
  rows: SpecificRow[];
  own: SpecificPair[];
  onChange: (specifics: SpecificPair[]) => void;
  /** Shown above the specifics (EbaySettings' spot for the AI recommendations button). */
  toolbar?: ReactNode;
}) {
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const missing = missingRequired(rows);
  const set = (dimension: string, v: string) => onChange(setSpecific(own, dimension, v));
  const canAdd = name.trim() !== '' && value.trim() !== '' && !rows.some((r) => r.dimension.toLowerCase() === name.trim().toLowerCase());

  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">Item Specifics</Fieldset.Legend>
      <Stack gap="3">
        {toolbar}
        {missing.length > 0 && (
          <Text color="fg.error" fontSize="sm" role="status">
            Missing item specifics: {missing.join(', ')}. eBay refuses the listing without them.
          </Text>
        )}
        {rows.map((r) => {
          const id = `specific-${r.dimension.replace(/\W+/g, '-')}`;
          const listId = `${id}-values`;
          return (
            <Field.Root key={r.dimension} required={r.required}>
              <Field.Label htmlFor={id}>
                {r.dimension}
                {r.required && <Field.RequiredIndicator />}
                {r.required && (
                  <Badge size="xs" colorPalette="orange" ms="1">
                    Required
                  </Badge>
                )}
                {r.fromCatalogue && (
                  <Text as="span" fontSize="xs" color="fg.muted" ms="1">
                    from the catalogue
                  </Text>
                )}
              </Field.Label>
              <HStack w="full">
                {r.choices ? (
                  <NativeSelect.Root>
                    <NativeSelect.Field id={id} value={r.value} onChange={(e) => set(r.dimension, e.currentTarget.value)}>
                      <option value="">Choose…</option>
                      {r.choices.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                ) : (
                  <>
                    <Input id={id} value={r.value} list={r.suggestions.length ? listId : undefined} onChange={(e) => set(r.dimension, e.target.value)} />
                    {r.suggestions.length > 0 && (
                      <datalist id={listId}>
                        {r.suggestions.map((s) => (
                          <option key={s} value={s} />
                        ))}
                      </datalist>
                    )}
                  </>
                )}
                {r.custom && (
                  <IconButton variant="ghost" size="sm" aria-label={`Remove ${r.dimension}`} onClick={() => set(r.dimension, '')}>
                    ✕
                  </IconButton>
                )}
              </HStack>
            </Field.Root>
          );
        })}
        <HStack align="end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Field.Root>
            <Field.Label>Custom specific</Field.Label>
            <Input placeholder="Name" aria-label="Custom specific name" value={name} onChange={(e) => setName(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Input placeholder="Value" aria-label="Custom specific value" value={value} onChange={(e) => setValue(e.target.value)} />
          </Field.Root>
          <Button
            size="sm"
            variant="outline"
            disabled={!canAdd}
            onClick={() => {
              set(name.trim(), value.trim());
              setName('');
              setValue('');
            }}
          >
            Add specific
          </Button>
        </HStack>
      </Stack>
    </Fieldset.Root>
  );
}
