import { Badge, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ChannelStatusChips_item$key } from '../../__generated__/ChannelStatusChips_item.graphql.ts';
import { CHANNEL_NAMES } from '../channels/names.ts';
import { type ListingState, statusColor, statusLabel } from './channelStatus.ts';

function Chip({ channel, listing }: { channel: string; listing: ListingState | null | undefined }) {
  return (
    <Badge colorPalette={statusColor(listing)} variant="subtle" aria-label={`${channel}: ${statusLabel(listing)}`}>
      {channel}: {statusLabel(listing)}
    </Badge>
  );
}

/** A status chip per channel (channels/names.ts): green listed, red FAILED_TO_LIST, yellow other, 'Not Listed' (spec 000 §2). */
export function ChannelStatusChips({ itemRef }: { itemRef: ChannelStatusChips_item$key }) {
  const item = useFragment(
    graphql`
      fragment ChannelStatusChips_item on InventoryItem {
        listings {
          channel
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
      {CHANNEL_NAMES.map((c) => (
        <Chip key={c.code} channel={c.name} listing={item.listings.find((l) => l.channel === c.code)} />
      ))}
    </Stack>
  );
}
