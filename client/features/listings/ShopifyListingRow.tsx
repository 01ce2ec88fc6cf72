import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { formatDateTime } from '../inventory/format.ts';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { shopifyProductNumber } from '../../../shared/listings/shopify-import-csv.ts';
import type { ShopifyListingRow_listing$key } from '../../__generated__/ShopifyListingRow_listing.graphql.ts';
import { useMoney } from '../../money/CurrencyContext.tsx';
import { ItemThumb } from '../inventory/ItemThumb.tsx';
import { SelectItemCheckbox } from '../inventory/SelectItemCheckbox.tsx';
import { ShopifyListingStatus } from './ShopifyListingStatus.tsx';

/** What a row (or a phone's card) shows of one Shopify listing and its item. */
export function useShopifyListingRow(listingRef: ShopifyListingRow_listing$key) {
  return useFragment(
    graphql`
      fragment ShopifyListingRow_listing on Listing {
        externalId
        priceCents
        lastSyncedAt
        salesCount
        ...ShopifyListingStatus_listing
        item {
          itemId
          sellerSku
          asin
          title
          thumbSrc
          totalQuantity
          edits {
            title
          }
        }
      }
    `,
    listingRef,
  );
}

type RowData = ReturnType<typeof useShopifyListingRow>;

/** The Shopify product number (as the shop's admin shows it), or a dash until Shopify gave one. */
function ProductId({ listing }: { listing: RowData }) {
  return listing.externalId ? <Text>{shopifyProductNumber(listing.externalId)}</Text> : <Text color="fg.muted">—</Text>;
}

/** One listing in the table (spec 002 §2.2 columns). */
export function ShopifyListingRow({
  listingRef,
  selected,
  onSelect,
  userId,
}: {
  listingRef: ShopifyListingRow_listing$key;
  selected: boolean;
  onSelect: (on: boolean) => void;
  userId: string;
}) {
  const listing = useShopifyListingRow(listingRef);
  const money = useMoney();
  return (
    <Table.Row data-selected={selected ? '' : undefined} bg={selected ? 'brand.subtle' : undefined}>
      <Table.Cell>
        <SelectItemCheckbox sku={listing.item.sellerSku} checked={selected} onChange={onSelect} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <Stack gap="0.5">
          <ProductId listing={listing} />
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
            {listing.item.sellerSku}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell>{listing.item.totalQuantity}</Table.Cell>
      {/* Spec 002 §2.2: the price, '-' when none was sent yet (the compare-at price is not kept on the listing). */}
      <Table.Cell whiteSpace="nowrap">{listing.priceCents == null ? '-' : money(listing.priceCents)}</Table.Cell>
      <Table.Cell>
        <ShopifyListingStatus listingRef={listing} />
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
