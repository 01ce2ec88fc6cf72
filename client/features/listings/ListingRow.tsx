import { Card, Flex, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ListingRow_listing$key } from '../../__generated__/ListingRow_listing.graphql.ts';
import { useMoney } from '../../money/CurrencyContext.tsx';
import type { ListingsChannel, ListingRowData } from '../channels/types.ts';
import { ItemThumb } from '../inventory/ItemThumb.tsx';
import { SelectItemCheckbox } from '../inventory/SelectItemCheckbox.tsx';

/** What a row (or a phone's card) of any channel's listings page shows of one listing and its item. */
export function useListingRow(listingRef: ListingRow_listing$key): ListingRowData {
  return useFragment(
    graphql`
      fragment ListingRow_listing on Listing {
        listingId
        externalId
        url
        sku
        priceCents
        quantity
        status
        statusAt
        live
        inProgress
        errored
        pendingRevision
        lastError
        lastSyncedAt
        salesCount
        item {
          itemId
          sellerSku
          asin
          title
          thumbSrc
          totalQuantity
          ebayConditionCode
          onbuyProductCode
          onbuyProductUrl
          edits {
            title
          }
          variationValues {
            dimension
            value
          }
        }
      }
    `,
    listingRef,
  );
}

interface Props {
  channel: ListingsChannel;
  listingRef: ListingRow_listing$key;
  selected: boolean;
  onSelect: (on: boolean) => void;
  userId: string;
  /** A variation under its family's grouped row: the listing id is the group's, shown there once. */
  variation?: boolean;
}

/** The product title linking to the item's listing view, with its SKU. */
function ListingProduct({ channel, listing, userId }: { channel: ListingsChannel; listing: ListingRowData; userId: string }) {
  return (
    <Stack gap="0">
      <Link asChild colorPalette="brand" lineClamp={2}>
        <RouterLink to={`/account/${userId}/amazon-inventory/${listing.item.itemId}`}>{listing.item.edits.title ?? listing.item.title}</RouterLink>
      </Link>
      <Text fontSize="xs" color="fg.muted">
        {channel.listings.sku(listing)}
      </Text>
      {listing.item.variationValues.length > 0 && <Text fontSize="xs">{listing.item.variationValues.map((v) => `${v.dimension}: ${v.value}`).join(', ')}</Text>}
    </Stack>
  );
}

/** One listing in the table: select, listing id / ASIN, image, product / SKU, then the channel's columns. */
export function ListingRow({ channel, listingRef, selected, onSelect, userId, variation }: Props) {
  const listing = useListingRow(listingRef);
  const money = useMoney();
  const page = channel.listings;
  return (
    <Table.Row
      data-selected={selected ? '' : undefined}
      data-variation={variation ? listing.item.sellerSku : undefined}
      bg={selected ? 'brand.subtle' : undefined}
    >
      <Table.Cell ps={variation ? '8' : undefined}>
        <SelectItemCheckbox sku={listing.item.sellerSku} checked={selected} onChange={onSelect} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <Stack gap="1">
          {!variation && page.listingId(listing)}
          <Text fontSize="xs" color="fg.muted">
            {listing.item.asin}
          </Text>
          {page.underId?.(listing)}
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <ItemThumb url={listing.item.thumbSrc} />
      </Table.Cell>
      <Table.Cell minW="16rem">
        <ListingProduct channel={channel} listing={listing} userId={userId} />
      </Table.Cell>
      {page.columns.map((c) => (
        <Table.Cell key={c.sort} whiteSpace={c.nowrap ? 'nowrap' : undefined}>
          {c.cell(listing, { money })}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}

/** One listing on a phone: the table's columns stacked in a card. */
export function ListingCard({ channel, listingRef, selected, onSelect, userId }: Props) {
  const listing = useListingRow(listingRef);
  const money = useMoney();
  const page = channel.listings;
  return (
    <Card.Root size="sm" bg={selected ? 'brand.subtle' : 'bg'}>
      <Card.Body>
        <Flex gap="3" align="flex-start">
          <SelectItemCheckbox sku={listing.item.sellerSku} checked={selected} onChange={onSelect} />
          <ItemThumb url={listing.item.thumbSrc} />
          <Stack gap="1" flex="1" minW="0">
            <ListingProduct channel={channel} listing={listing} userId={userId} />
            <HStack gap="2" fontSize="sm" wrap="wrap">
              {page.listingId(listing)}
              <Text color="fg.muted">{listing.item.asin}</Text>
            </HStack>
            {page.underId?.(listing)}
            {page.columns.map((c) => (
              <HStack key={c.sort} gap="1" fontSize="sm" wrap="wrap" align="flex-start">
                {c.cardLabel !== null && <Text color="fg.muted">{c.cardLabel ?? c.header}</Text>}
                <div>{c.cell(listing, { money })}</div>
              </HStack>
            ))}
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
