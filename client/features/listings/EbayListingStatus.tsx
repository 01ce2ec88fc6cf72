import { Badge, HStack, Spinner, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { EbayListingStatus_listing$key } from '../../__generated__/EbayListingStatus_listing.graphql.ts';
import { listingStatusWord } from '../../../shared/status-words.ts';

/** Whether the listing waits on eBay: an action in progress or a queued revision (the page polls). */
export const isBusy = (l: { inProgress: boolean; pendingRevision: string | null | undefined }) => l.inProgress || l.pendingRevision != null;

/** The listing's status, with a spinner while eBay works on it and eBay's message after a refusal. */
export function EbayListingStatus({ listingRef }: { listingRef: EbayListingStatus_listing$key }) {
  const l = useFragment(
    graphql`
      fragment EbayListingStatus_listing on Listing {
        status
        live
        inProgress
        errored
        pendingRevision
        lastError
      }
    `,
    listingRef,
  );
  const busy = isBusy(l);
  return (
    <>
      <HStack gap="1">
        {busy && <Spinner size="xs" aria-hidden />}
        <Badge size="sm" colorPalette={l.errored ? 'red' : busy ? 'blue' : l.live ? 'green' : 'gray'} data-testid="listing-status">
          {listingStatusWord(l.status)}
        </Badge>
      </HStack>
      {l.errored && l.lastError && (
        <Text fontSize="xs" color="fg.error" maxW="14rem" whiteSpace="normal">
          {l.lastError}
        </Text>
      )}
    </>
  );
}
