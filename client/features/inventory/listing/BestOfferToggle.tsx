import { Switch, Text } from '@chakra-ui/react';

/**
 * The price box's best-offer toggle (spec 001 §2.12): shows the effective value; until the seller
 * flips it for this item, that value is their eBay setting's (Enable Best Offer).
 */
export function BestOfferToggle({ checked, ownChoice, onChange }: { checked: boolean; ownChoice: boolean; onChange: (on: boolean) => void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>Allow Best Offer</Switch.Label>
      <Text as="span" textStyle="xs" color="fg.muted" data-testid="best-offer-source">
        {ownChoice ? 'set for this listing' : 'from your eBay settings'}
      </Text>
    </Switch.Root>
  );
}
