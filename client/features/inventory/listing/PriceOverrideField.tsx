import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { currencySymbol } from '../../../money/money.ts';

/** The seller's eBay price override in the listing's currency; Clear removes it (saved as '__UNSET'). */
export function PriceOverrideField({
  value,
  error,
  currency,
  onChange,
}: {
  value: string;
  error: string | null;
  currency: string;
  onChange: (price: string) => void;
}) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Price override ({currencySymbol(currency)})</Field.Label>
      <HStack w="full">
        <Input inputMode="decimal" placeholder="Formula price" value={value} onChange={(e) => onChange(e.target.value)} />
        <Button variant="outline" size="sm" onClick={() => onChange('')} disabled={value === ''}>
          Clear
        </Button>
      </HStack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Empty: the price comes from your pricing settings.</Field.HelperText>}
    </Field.Root>
  );
}
