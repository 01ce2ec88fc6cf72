import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { OnbuyListingRow_listing$key } from '../../__generated__/OnbuyListingRow_listing.graphql.ts';
import { useMoney } from '../../money/CurrencyContext.tsx';
import { formatDateTime } from '../inventory/format.ts';
import { ItemThumb } from '../inventory/ItemThumb.tsx';
import { SelectItemCheckbox } from '../inventory/SelectItemCheckbox.tsx';
import { OnbuyListingStatus } from './OnbuyListingStatus.tsx';

/** One OnBuy listing in the table: its OPC linked to the product on OnBuy, the item, stock, price and status. */
export function OnbuyListingRow({
  listingRef,
  selected,
  onSelect,
  userId,
}: {
  listingRef: OnbuyListingRow_listing$key;
  selected: boolean;
  onSelect: (on: boolean) => void;
  userId: string;
}) {
  const listing = useFragment(
    graphql`
      fragment OnbuyListingRow_listing on Listing {
        externalId
        sku
        priceCents
        quantity
        lastSyncedAt
        salesCount
        ...OnbuyListingStatus_listing
        item {
          itemId
          sellerSku
          asin
          title
          thumbSrc
          totalQuantity
          onbuyProductCode
          onbuyProductUrl
          edits {
            title
          }
        }
      }
    `,
    listingRef,
  );
  const money = useMoney();
  const opc = listing.externalId ?? listing.item.onbuyProductCode;
  const productUrl = listing.item.onbuyProductUrl ?? (opc ? `https://www.onbuy.com/gb/p~${encodeURIComponent(opc)}/` : null);
  return (
    <Table.Row data-selected={selected ? '' : undefined} bg={selected ? 'brand.subtle' : undefined}>
      <Table.Cell>
        <SelectItemCheckbox sku={listing.item.sellerSku} checked={selected} onChange={onSelect} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <Stack gap="0.5">
          {opc && productUrl ? (
            <Link href={productUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand" aria-label={`OnBuy product ${opc} (opens in a new tab)`}>
              {opc}
            </Link>
          ) : (
            <Text color="fg.muted">—</Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            {listing.item.asin}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <ItemThumb url={listing.item.thumbSrc} />
      </Table.Cell>
      <Table.Cell minW="16rem">
        <Stack gap="0">
          <Link asChild colorPalette="brand" lineClamp={2}>
            <RouterLink to={`/account/${userId}/amazon-inventory/${listing.item.itemId}`}>{listing.item.edits.title ?? listing.item.title}</RouterLink>
          </Link>
          <Text fontSize="xs" color="fg.muted">
            {listing.sku ?? listing.item.sellerSku}
          </Text>
        </Stack>
      </Table.Cell>
      {/* The stock on OnBuy as last sent, else the Amazon quantity it will get. */}
      <Table.Cell>{listing.quantity ?? listing.item.totalQuantity}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{listing.priceCents == null ? '-' : money(listing.priceCents)}</Table.Cell>
      <Table.Cell>
        <OnbuyListingStatus listingRef={listing} />
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
