import { DataList, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { PricingInfoPanel_item$key } from '../../../__generated__/PricingInfoPanel_item.graphql.ts';
import { formatMoney } from '../../../money/money.ts';
import { pricingRows, pricingSummary } from './pricingInfo.ts';

/** How the eBay price was computed (the engine's own breakdown, InventoryItem.ebayPricing), in the seller's eBay currency. */
export function PricingInfoPanel({ itemRef, currency }: { itemRef: PricingInfoPanel_item$key; currency: string }) {
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
            <DataList.ItemValue>{formatMoney(cents, currency)}</DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.ItemLabel fontWeight="semibold">eBay Price</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">{p.ready ? formatMoney(p.priceCents, currency) : '—'}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Text fontSize="sm" color="fg.muted">
        {pricingSummary(p)}
      </Text>
    </Stack>
  );
}
