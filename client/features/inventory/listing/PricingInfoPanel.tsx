import { DataList, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { PricingInfoPanel_item$key } from '../../../__generated__/PricingInfoPanel_item.graphql.ts';
import { formatCents } from '../format.ts';
import { pricingRows, pricingSummary } from './pricingInfo.ts';

/** How the eBay price was computed (the engine's own breakdown, InventoryItem.ebayPricing), in the seller's eBay currency. */
export function PricingInfoPanel({ itemRef, currencySymbol }: { itemRef: PricingInfoPanel_item$key; currencySymbol: string }) {
  const { ebayPricing: p } = useFragment(
    graphql`
      fragment PricingInfoPanel_item on InventoryItem {
        ebayPricing {
          priceCents
          source
          ready
          missing
          amazonPriceCents
          amazonFeesCents
          amazonEarningsCents
          offsiteFulfilmentCents
          offsiteFulfilmentSource
          ebayFeeCents
          marginCents
        }
      }
    `,
    itemRef,
  );
  return (
    <Stack gap="2">
      <DataList.Root orientation="horizontal" size="sm" aria-label="Pricing info">
        {pricingRows(p).map(([label, cents]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{formatCents(cents, currencySymbol)}</DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.ItemLabel fontWeight="semibold">eBay Price</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">{p.ready ? formatCents(p.priceCents, currencySymbol) : '—'}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Text fontSize="sm" color="fg.muted">
        {pricingSummary(p)}
      </Text>
    </Stack>
  );
}
