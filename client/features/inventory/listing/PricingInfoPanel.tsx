import { DataList } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { PricingInfoPanel_item$key } from '../../../__generated__/PricingInfoPanel_item.graphql.ts';
import { formatCents } from '../format.ts';

/** Amazon price, referral fee, fulfilment fee and earnings (cents, formatted at the edge). */
export function PricingInfoPanel({ itemRef }: { itemRef: PricingInfoPanel_item$key }) {
  const p = useFragment(
    graphql`
      fragment PricingInfoPanel_item on InventoryItem {
        priceCents
        referralFeeCents
        fulfillmentFeeCents
        earningsCents
      }
    `,
    itemRef,
  );
  const rows: [string, number | null | undefined][] = [
    ['Amazon Price', p.priceCents],
    ['Referral Fee', p.referralFeeCents],
    ['Fulfillment Fee', p.fulfillmentFeeCents],
    ['Earnings', p.earningsCents],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label="Pricing info">
      {rows.map(([label, cents]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{formatCents(cents)}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
