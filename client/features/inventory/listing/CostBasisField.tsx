import { Field, Input } from '@chakra-ui/react';
import { currencySymbol } from '../../../money/money.ts';

/**
 * What one unit costs the seller, in the listing's currency (issue 36): the dashboard's profit
 * takes it off every sale of the item from then on. Empty: not set, and profit leaves cost out.
 */
export function CostBasisField({
  value,
  error,
  currency,
  onChange,
}: {
  value: string;
  error: string | null;
  currency: string;
  onChange: (cost: string) => void;
}) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Cost per unit ({currencySymbol(currency)})</Field.Label>
      <Input inputMode="decimal" placeholder="Not set" value={value} onChange={(e) => onChange(e.target.value)} />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>What one unit costs you; the dashboard's profit takes it off each sale.</Field.HelperText>
      )}
    </Field.Root>
  );
}
