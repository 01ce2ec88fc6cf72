import { useEffect, useState } from 'react';
import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { Choice, LookupResult } from './OnBuyLookups.ts';

/** Typing pauses this long before OnBuy is asked (the server caches answers for 60 s anyway). */
const DEBOUNCE_MS = 300;

/**
 * A text box that looks choices up as the seller types and lists them as buttons; a choice with a
 * `disabledReason` shows it and cannot be picked. The server answers 'Type at least 4 characters'
 * for short text, shown as the hint.
 */
export function OnBuyAutocomplete({
  label,
  selected,
  lookUp,
  onSelect,
}: {
  label: string;
  selected: string | null;
  lookUp: (text: string) => Promise<LookupResult>;
  onSelect: (choice: Choice) => void;
}) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<LookupResult | null>(null);

  useEffect(() => {
    if (!text.trim()) return setResult(null);
    let stale = false;
    const timer = setTimeout(() => {
      lookUp(text)
        .then((r) => !stale && setResult(r))
        .catch(() => !stale && setResult({ message: 'Something went wrong.' }));
    }, DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [text, lookUp]);

  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      {selected && (
        <Text fontSize="sm" data-testid={`${label.toLowerCase()}-selected`}>
          Selected: <strong>{selected}</strong>
        </Text>
      )}
      <Input value={text} onChange={(e) => setText(e.target.value)} placeholder={`Search ${label.toLowerCase()}`} aria-label={`Search ${label}`} />
      {result && 'message' in result && <Field.HelperText>{result.message}</Field.HelperText>}
      {result && 'choices' in result && (
        <Stack gap="1" role="listbox" aria-label={`${label} results`} maxH="60" overflowY="auto" w="full">
          {result.choices.length === 0 && <Text color="fg.muted">No matches</Text>}
          {result.choices.map((c) => (
            <Box key={c.id}>
              <Button
                role="option"
                aria-selected={false}
                size="sm"
                variant="ghost"
                justifyContent="flex-start"
                disabled={!!c.disabledReason}
                onClick={() => {
                  onSelect(c);
                  setText('');
                  setResult(null);
                }}
              >
                {c.name}
                {c.detail ? ` (${c.detail})` : ''}
              </Button>
              {c.disabledReason && (
                <Text fontSize="xs" color="fg.muted" ps="3">
                  {c.disabledReason}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Field.Root>
  );
}
