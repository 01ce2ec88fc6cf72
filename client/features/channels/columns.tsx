// The columns most channels' listings pages share, for their declarations to pick from.
import type { ReactNode } from 'react';
import { Badge, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { listingStatusWord } from '../../../shared/status-words.ts';
import { formatDateTime } from '../../components/dates.ts';
import type { ListingRowData, ListingsColumn } from './types.ts';

/** Issue 15: when continuous sync last brought the listing up to date. */
export function SyncedAt({ listing }: { listing: ListingRowData }) {
  if (!listing.lastSyncedAt) return null;
  return (
    <Text fontSize="xs" color="fg.muted">
      Synced {formatDateTime(listing.lastSyncedAt)}
    </Text>
  );
}

/**
 * The listing's status: a badge in the status words, with a spinner while the channel works on it,
 * `time` under it when given, and the channel's message after a refusal.
 */
export function ListingStatusBadge({
  listing,
  word,
  live,
  time,
  busy = listing.inProgress,
}: {
  listing: ListingRowData;
  word?: string;
  live?: boolean;
  time?: unknown;
  /** Waiting on the channel (default: listing or delisting). */
  busy?: boolean;
}) {
  return (
    <Stack gap="0.5">
      <HStack gap="1">
        {busy && <Spinner size="xs" aria-hidden />}
        <Badge size="sm" colorPalette={listing.errored ? 'red' : busy ? 'blue' : (live ?? listing.live) ? 'green' : 'gray'} data-testid="listing-status">
          {word ?? listingStatusWord(listing.status)}
        </Badge>
      </HStack>
      {time !== undefined && (
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {formatDateTime(time)}
        </Text>
      )}
      {listing.errored && listing.lastError && (
        <Text fontSize="xs" color="fg.error" maxW="14rem" whiteSpace="normal">
          {listing.lastError}
        </Text>
      )}
    </Stack>
  );
}

/** Qty: the quantity `of` the row (the item's Amazon quantity unless the channel keeps its own). */
export const qtyColumn = (of: (l: ListingRowData) => number = (l) => l.item.totalQuantity): ListingsColumn => ({
  header: 'Qty',
  sort: 'qty',
  cell: of,
});

/** Price in the page's currency; `none` when no price was sent yet. */
export const priceColumn = (none?: string): ListingsColumn => ({
  header: 'Price',
  sort: 'price',
  nowrap: true,
  cell: (l, { money }) => (l.priceCents == null && none !== undefined ? none : money(l.priceCents)),
});

export const salesColumn: ListingsColumn = { header: 'Sales', sort: 'sales', cell: (l) => l.salesCount };

/** Status, sorted by its time (spec 002 §3): the channel's status cell, then when sync last ran. */
export const statusColumn = (status: (l: ListingRowData) => ReactNode): ListingsColumn => ({
  header: 'Status',
  sort: 'updated_date',
  cardLabel: null,
  cell: (l) => (
    <>
      {status(l)}
      <SyncedAt listing={l} />
    </>
  ),
});
