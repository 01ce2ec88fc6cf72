import { Checkbox, VisuallyHidden } from '@chakra-ui/react';

/** The per-item selection checkbox, named by the SKU for screen readers. */
export function SelectItemCheckbox({ sku, checked, onChange }: { sku: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        <VisuallyHidden>Select {sku}</VisuallyHidden>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
