import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { EbayListingRow_listing$key } from '../../__generated__/EbayListingRow_listing.graphql.ts';
import { formatMoney } from '../../money/money.ts';
import { formatDateTime } from '../inventory/format.ts';
import { ItemThumb } from '../inventory/ItemThumb.tsx';
import { SelectItemCheckbox } from '../inventory/SelectItemCheckbox.tsx';
import { EbayListingStatus } from './EbayListingStatus.tsx';
import { conditionName } from './listingsFormat.ts';

/** What a row (or a phone's card) shows of one eBay listing and its item. */
export function useEbayListingRow(listingRef: EbayListingRow_listing$key) {
  return useFragment(
    graphql`
      fragment EbayListingRow_listing on Listing {
        externalId
        url
        priceCents
        statusAt
        lastSyncedAt
        salesCount
        ...EbayListingStatus_listing
        item {
          itemId
          sellerSku
          asin
          title
          thumbSrc
          totalQuantity
          ebayConditionCode
          edits {
            title
          }
        }
      }
    `,
    listingRef,
  );
}

export type EbayListingRowData = ReturnType<typeof useEbayListingRow>;

/** The eBay item id linking to its page on eBay, or a dash until eBay gave one. */
export function EbayItemLink({ listing }: { listing: EbayListingRowData }) {
  if (!listing.externalId) return <Text color="fg.muted">—</Text>;
  if (!listing.url) return <Text>{listing.externalId}</Text>;
  return (
    <Link href={listing.url} target="_blank" rel="noopener noreferrer" colorPalette="brand" aria-label={`eBay item ${listing.externalId} (opens eBay)`}>
      {listing.externalId}
    </Link>
  );
}

/** The product title linking to the item's listing view, with its SKU. */
export function ListingProduct({ listing, userId }: { listing: EbayListingRowData; userId: string }) {
  return (
    <Stack gap="0">
      <Link asChild colorPalette="brand" lineClamp={2}>
        <RouterLink to={`/account/${userId}/amazon-inventory/${listing.item.itemId}`}>{listing.item.edits.title ?? listing.item.title}</RouterLink>
      </Link>
      <Text fontSize="xs" color="fg.muted">
        {listing.item.sellerSku}
      </Text>
    </Stack>
  );
}

/** One listing in the table (spec 001 §2.6 columns). */
export function EbayListingRow({
  listingRef,
  selected,
  onSelect,
  userId,
  currency,
}: {
  listingRef: EbayListingRow_listing$key;
  selected: boolean;
  onSelect: (on: boolean) => void;
  userId: string;
  currency: string;
}) {
  const listing = useEbayListingRow(listingRef);
  return (
    <Table.Row data-selected={selected ? '' : undefined} bg={selected ? 'brand.subtle' : undefined}>
      <Table.Cell>
        <SelectItemCheckbox sku={listing.item.sellerSku} checked={selected} onChange={onSelect} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <Stack gap="1">
          <EbayItemLink listing={listing} />
          <Text fontSize="xs" color="fg.muted">
            {listing.item.asin}
          </Text>
          <EbayListingStatus listingRef={listing} />
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <ItemThumb url={listing.item.thumbSrc} />
      </Table.Cell>
      <Table.Cell minW="16rem">
        <ListingProduct listing={listing} userId={userId} />
      </Table.Cell>
      <Table.Cell>{listing.item.totalQuantity}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{conditionName(listing.item.ebayConditionCode)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatMoney(listing.priceCents, currency)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {formatDateTime(listing.statusAt)}
        {/* Issue 15: when continuous sync last brought it up to date. */}
        {listing.lastSyncedAt && (
          <Text fontSize="xs" color="fg.muted">
            Synced {formatDateTime(listing.lastSyncedAt)}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>{listing.salesCount}</Table.Cell>
    </Table.Row>
  );
}
