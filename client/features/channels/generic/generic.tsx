// The listings page of a channel the client has no folder for (issue 33: a channel is one folder on
// the server): its declaration built from what the server's registry says of it (registeredChannels.ts),
// with the columns and bulk actions shared by every channel.
import { Text } from '@chakra-ui/react';
import { amazonCurrency } from '../../../money/money.ts';
import { delistButton, serverRefusalText } from '../bulk.ts';
import { ListingStatusBadge, priceColumn, qtyColumn, salesColumn, statusColumn } from '../columns.tsx';
import type { BulkActionDeclaration, ListingsChannel, ListingsColumn } from '../types.ts';
import { genericListingsPageQuery } from './GenericListingsPageQuery.ts';
import type { RegisteredChannel } from './registeredChannels.ts';

const COLUMNS: Record<RegisteredChannel['listingColumns'][number], ListingsColumn | null> = {
  QUANTITY: qtyColumn(),
  PRICE: priceColumn('-'),
  STATUS: statusColumn((l) => <ListingStatusBadge listing={l} />),
  SALES: salesColumn,
  '%future added value': null,
};

const reviseButton = (name: string): BulkActionDeclaration => ({
  value: 'revise',
  label: 'Revise',
  action: 'REVISE',
  revision: 'EVERYTHING',
  done: (_selected, queued) => `Queued ${queued} ${name} listings for revision`,
});

/** The listings page's declaration of a registered channel. */
export function genericListings(channel: RegisteredChannel): ListingsChannel {
  const bulk = channel.bulkActions.flatMap((a) => (a === 'DELIST' ? [delistButton(channel.name)] : a === 'REVISE' ? [reviseButton(channel.name)] : []));
  return {
    code: channel.code,
    name: channel.name,
    segment: channel.segment,
    listings: {
      query: genericListingsPageQuery,
      filters: ['listStatus', 'zeroQuantity', 'sales'],
      idHeader: 'ID',
      listingId: (l) => (l.externalId ? <Text>{l.externalId}</Text> : <Text color="fg.muted">—</Text>),
      sku: (l) => l.item.sellerSku,
      columns: channel.listingColumns.flatMap((c) => COLUMNS[c] ?? []),
      // Prices follow Amazon's: shown in the Amazon marketplace's currency.
      currency: (platforms) => amazonCurrency(platforms?.amazon?.marketplaceId),
      bulk: { style: 'buttons', actions: bulk, refusalText: serverRefusalText },
    },
  };
}
