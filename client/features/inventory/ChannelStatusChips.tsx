import { Badge, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ChannelStatusChips_item$key } from '../../__generated__/ChannelStatusChips_item.graphql.ts';
import { useChipChannels } from './chipChannels.tsx';
import { type ListingState, statusColor, statusLabel } from './channelStatus.ts';

function Chip({ channel, listing }: { channel: string; listing: ListingState | null | undefined }) {
  return (
    <Badge colorPalette={statusColor(listing)} variant="subtle" aria-label={`${channel}: ${statusLabel(listing)}`}>
      {channel}: {statusLabel(listing)}
    </Badge>
  );
}

/** A status chip per channel (the registry's, chipChannels.tsx): green listed, red FAILED_TO_LIST, yellow other, 'Not Listed' (spec 000 §2). */
export function ChannelStatusChips({ itemRef }: { itemRef: ChannelStatusChips_item$key }) {
  const item = useFragment(
    graphql`
      fragment ChannelStatusChips_item on InventoryItem {
        listingsOnChannels {
          channelCode
          status
          live
          inProgress
          errored
        }
      }
    `,
    itemRef,
  );
  const channels = useChipChannels();
  return (
    <Stack gap="1" align="flex-start">
      {channels.map((c) => (
        <Chip key={c.code} channel={c.name} listing={item.listingsOnChannels.find((l) => l.channelCode === c.code)} />
      ))}
    </Stack>
  );
}
