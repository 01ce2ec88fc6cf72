import { useEffect, useRef, useState } from 'react';
import { Box, Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { CategoryChoice, Lookup } from './EbayLookups.ts';

/** Spec 001 §9: search debounce 1000 ms (eBay's Taxonomy quota is 5,000 calls a day). */
const DEBOUNCE_MS = 1000;

type Results = { source: 'search' | 'suggest'; lookup: Lookup<CategoryChoice[]> } | null;

/**
 * 'eBay Category': the chosen category's full path (or eBay's suggestion when none is chosen), a
 * debounced search and 'Suggest Categories' (from the item's title). The results are a list of
 * options: Arrow Down from the search box moves into it, arrows move between options, Enter picks,
 * Escape goes back to the box.
 */
export function EbayCategoryPicker({
  chosen,
  suggestion,
  search,
  suggest,
  onChoose,
  onClear,
}: {
  chosen: { categoryId: string; fullCategoryText: string | null } | null;
  suggestion: { categoryId: string; fullCategoryText: string } | null;
  search: (text: string) => Promise<Lookup<CategoryChoice[]>>;
  suggest: () => Promise<Lookup<CategoryChoice[]>>;
  onChoose: (c: CategoryChoice) => void;
  onClear: () => void;
}) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<Results>(null);
  const [loading, setLoading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!text.trim()) {
      setLoading(false);
      setResults((r) => (r?.source === 'search' ? null : r));
      return;
    }
    let stale = false;
    setLoading(true);
    const timer = setTimeout(() => {
      search(text.trim())
        .then((lookup) => !stale && setResults({ source: 'search', lookup }))
        .catch((err: unknown) => !stale && setResults({ source: 'search', lookup: { message: `Error: ${err instanceof Error ? err.message : String(err)}` } }))
        .finally(() => !stale && setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [text, search]);

  function onSuggest() {
    setText('');
    setLoading(true);
    suggest()
      .then((lookup) => setResults({ source: 'suggest', lookup }))
      .catch((err: unknown) => setResults({ source: 'suggest', lookup: { message: `Error: ${err instanceof Error ? err.message : String(err)}` } }))
      .finally(() => setLoading(false));
  }

  function pick(c: CategoryChoice) {
    onChoose(c);
    setText('');
    setResults(null);
    input.current?.focus();
  }

  const options = () => Array.from(list.current?.querySelectorAll<HTMLButtonElement>('[role="option"]') ?? []);
  function onListKey(e: React.KeyboardEvent) {
    const all = options();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'ArrowDown') all[Math.min(at + 1, all.length - 1)]?.focus();
    else if (e.key === 'ArrowUp') (at <= 0 ? input.current : all[at - 1])?.focus();
    else if (e.key === 'Escape') input.current?.focus();
    else return;
    e.preventDefault();
  }

  return (
    <Stack gap="3">
      <Box>
        <Text fontWeight="semibold">eBay Category</Text>
        {chosen ? (
          <HStack gap="3" wrap="wrap">
            <Text data-testid="ebay-category-path">
              {chosen.fullCategoryText ?? chosen.categoryId}{' '}
              <Text as="span" color="fg.muted">
                ({chosen.categoryId})
              </Text>
            </Text>
            <Button size="xs" variant="ghost" onClick={onClear}>
              Clear category
            </Button>
          </HStack>
        ) : suggestion ? (
          <Text data-testid="ebay-category-suggestion" color="fg.muted">
            eBay's suggestion: {suggestion.fullCategoryText} ({suggestion.categoryId})
          </Text>
        ) : (
          <Text color="fg.muted">No category chosen</Text>
        )}
      </Box>
      <Field.Root>
        <Field.Label>Search eBay categories</Field.Label>
        <HStack w="full" gap="2" align="stretch" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Input
            ref={input}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' && options()[0]) {
                e.preventDefault();
                options()[0]!.focus();
              }
            }}
            placeholder="e.g. headphones"
            aria-label="Search eBay categories"
            aria-controls="ebay-category-results"
          />
          <Button variant="outline" onClick={onSuggest} disabled={loading}>
            Suggest Categories
          </Button>
        </HStack>
      </Field.Root>
      {loading && (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text fontSize="sm">Looking up eBay categories…</Text>
        </HStack>
      )}
      {!loading && results && 'message' in results.lookup && (
        <Text color="fg.error" role="alert">
          {results.lookup.message}
        </Text>
      )}
      {!loading && results && 'ok' in results.lookup && (
        <Stack
          ref={list}
          id="ebay-category-results"
          role="listbox"
          aria-label="eBay categories"
          gap="1"
          maxH="64"
          overflowY="auto"
          onKeyDown={onListKey}
          tabIndex={-1}
        >
          {results.lookup.ok.length === 0 && <Text color="fg.muted">No matching eBay categories</Text>}
          {results.lookup.ok.map((c) => (
            <Button
              key={c.categoryId}
              role="option"
              aria-selected={chosen?.categoryId === c.categoryId}
              size="sm"
              variant="ghost"
              justifyContent="flex-start"
              whiteSpace="normal"
              textAlign="start"
              h="auto"
              py="1.5"
              onClick={() => pick(c)}
            >
              {c.fullCategoryText} ({c.categoryId})
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
