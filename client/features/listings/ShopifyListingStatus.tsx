import { Badge, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { shopifyPublication } from '../../../shared/listings/shopify-publication.ts';
import type { ShopifyListingStatus_listing$key } from '../../__generated__/ShopifyListingStatus_listing.graphql.ts';
import { formatDateTime } from '../inventory/format.ts';
import { listingStatusWord } from '../../../shared/status-words.ts';

/**
 * Spec 002 §2.2's Status: 'Published' or 'Unpublished' with the time; a row that is not a product in
 * the shop shows its status instead (a spinner while Shopify works on it, Shopify's message after a refusal).
 */
export function ShopifyListingStatus({ listingRef }: { listingRef: ShopifyListingStatus_listing$key }) {
  const l = useFragment(
    graphql`
      fragment ShopifyListingStatus_listing on Listing {
        status
        statusAt
        live
        inProgress
        errored
        lastError
      }
    `,
    listingRef,
  );
  const publication = shopifyPublication(l.status);
  return (
    <Stack gap="0.5">
      <HStack gap="1">
        {l.inProgress && <Spinner size="xs" aria-hidden />}
        <Badge size="sm" colorPalette={l.errored ? 'red' : l.inProgress ? 'blue' : publication === 'Published' ? 'green' : 'gray'} data-testid="listing-status">
          {l.inProgress ? listingStatusWord(l.status) : (publication ?? listingStatusWord(l.status))}
        </Badge>
      </HStack>
      {publication && !l.inProgress && (
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {formatDateTime(l.statusAt)}
        </Text>
      )}
      {l.errored && l.lastError && (
        <Text fontSize="xs" color="fg.error" maxW="14rem" whiteSpace="normal">
          {l.lastError}
        </Text>
      )}
    </Stack>
  );
}
