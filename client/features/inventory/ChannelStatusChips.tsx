import { Badge, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ChannelStatusChips_item$key } from '../../__generated__/ChannelStatusChips_item.graphql.ts';
import { type ListingState, statusColor, statusLabel } from './channelStatus.ts';

function Chip({ channel, listing }: { channel: string; listing: ListingState | null | undefined }) {
  return (
    <Badge colorPalette={statusColor(listing)} variant="subtle" aria-label={`${channel}: ${statusLabel(listing)}`}>
      {channel}: {statusLabel(listing)}
    </Badge>
  );
}

/** eBay, Shopify and OnBuy status chips: green listed, red FAILED_TO_LIST, yellow other, 'Not Listed' (spec 000 §2). */
export function ChannelStatusChips({ itemRef }: { itemRef: ChannelStatusChips_item$key }) {
  const item = useFragment(
    graphql`
      fragment ChannelStatusChips_item on InventoryItem {
        ebayListing {
          status
          live
          inProgress
          errored
        }
        shopifyListing {
          status
          live
          inProgress
          errored
        }
        onbuyListing {
          status
          live
          inProgress
          errored
        }
      }
    `,
    itemRef,
  );
  return (
    <Stack gap="1" align="flex-start">
      <Chip channel="eBay" listing={item.ebayListing} />
      <Chip channel="Shopify" listing={item.shopifyListing} />
      <Chip channel="OnBuy" listing={item.onbuyListing} />
    </Stack>
  );
}
