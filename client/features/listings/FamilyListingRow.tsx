import { Badge, Checkbox, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ListingRow_listing$key } from '../../__generated__/ListingRow_listing.graphql.ts';
import type { ListingsChannel } from '../channels/types.ts';
import { useListingRow } from './ListingRow.tsx';

interface Props {
  channel: ListingsChannel;
  /** The family's title (the Amazon parent's). */
  title: string;
  /** One of its variations' listings: the channel listing id they share. */
  listingRef: ListingRow_listing$key;
  count: number;
  /** How many columns the table has (the row spans the ones after the id). */
  columns: number;
  selected: boolean;
  onSelect: (on: boolean) => void;
}

/** A variation family's one channel listing (issue 34): its listing id once, the family's title and how many variations follow. */
export function FamilyListingRow({ channel, title, listingRef, count, columns, selected, onSelect }: Props) {
  const listing = useListingRow(listingRef);
  return (
    <Table.Row data-family-listing={listing.externalId ?? ''} bg={selected ? 'brand.subtle' : 'bg.muted'}>
      <Table.Cell>
        <Checkbox.Root checked={selected} onCheckedChange={(e) => onSelect(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <VisuallyHidden>Select every variation of {title}</VisuallyHidden>
          </Checkbox.Label>
        </Checkbox.Root>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{channel.listings.listingId(listing)}</Table.Cell>
      <Table.Cell colSpan={columns - 2}>
        <Stack gap="0">
          <Text fontWeight="medium">{title || listing.item.title}</Text>
          <HStack gap="2">
            <Badge size="sm" colorPalette="brand">
              {count} variations
            </Badge>
            <Text fontSize="xs" color="fg.muted">
              one {channel.name} listing
            </Text>
          </HStack>
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}
