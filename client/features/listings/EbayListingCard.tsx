import { Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { EbayListingRow_listing$key } from '../../__generated__/EbayListingRow_listing.graphql.ts';
import { formatMoney } from '../../money/money.ts';
import { formatDateTime } from '../inventory/format.ts';
import { ItemThumb } from '../inventory/ItemThumb.tsx';
import { SelectItemCheckbox } from '../inventory/SelectItemCheckbox.tsx';
import { EbayItemLink, ListingProduct, useEbayListingRow } from './EbayListingRow.tsx';
import { EbayListingStatus } from './EbayListingStatus.tsx';
import { conditionName } from './listingsFormat.ts';

/** One listing on a phone: the table's columns stacked in a card. */
export function EbayListingCard({
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
    <Card.Root size="sm" bg={selected ? 'brand.subtle' : 'bg'}>
      <Card.Body>
        <Flex gap="3" align="flex-start">
          <SelectItemCheckbox sku={listing.item.sellerSku} checked={selected} onChange={onSelect} />
          <ItemThumb url={listing.item.thumbSrc} />
          <Stack gap="1" flex="1" minW="0">
            <ListingProduct listing={listing} userId={userId} />
            <HStack gap="2" fontSize="sm" wrap="wrap">
              <EbayItemLink listing={listing} />
              <Text color="fg.muted">{listing.item.asin}</Text>
            </HStack>
            <EbayListingStatus listingRef={listing} />
            <Text fontSize="sm">
              Qty {listing.item.totalQuantity} · {conditionName(listing.item.ebayConditionCode)} · {formatMoney(listing.priceCents, currency)} · Sales{' '}
              {listing.salesCount}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Updated {formatDateTime(listing.statusAt)}
            </Text>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
