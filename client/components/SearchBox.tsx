import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Field, Input } from '@chakra-ui/react';

const DEBOUNCE_MS = 1000;

/**
 * The search box of the inventory and the eBay Listings page (spec 000 §2, 001 §2.6, §9): applied
 * 1000 ms after the last keystroke, or at once on Enter.
 */
export function SearchBox({ value, onSearch, label }: { value: string; onSearch: (search: string) => void; label: string }) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The URL changed elsewhere (back button, a shared link): show its search.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  function apply(next: string) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next.trim() !== value.trim()) onSearch(next.trim());
  }
  function change(next: string) {
    setText(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), DEBOUNCE_MS);
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    apply(text);
  }
  return (
    <Box as="form" role="search" onSubmit={submit} flex="1" minW={{ base: 'full', sm: '18rem' }}>
      <Field.Root>
        <Field.Label srOnly>{label}</Field.Label>
        <Input type="search" placeholder="Search: ASIN, SKU, Product Name, Condition..." value={text} onChange={(e) => change(e.target.value)} bg="bg" />
      </Field.Root>
    </Box>
  );
}
