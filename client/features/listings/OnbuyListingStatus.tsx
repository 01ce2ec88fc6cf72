import { Badge, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { OnbuyListingStatus_listing$key } from '../../__generated__/OnbuyListingStatus_listing.graphql.ts';
import { formatDateTime } from '../inventory/format.ts';
import { listingStatusWord } from '../../../shared/status-words.ts';

/** The row's OnBuy status (PUBLISHED with its time; a spinner while OnBuy lists or delists; OnBuy's message after a refusal). */
export function OnbuyListingStatus({ listingRef }: { listingRef: OnbuyListingStatus_listing$key }) {
  const l = useFragment(
    graphql`
      fragment OnbuyListingStatus_listing on Listing {
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
  return (
    <Stack gap="0.5">
      <HStack gap="1">
        {l.inProgress && <Spinner size="xs" aria-hidden />}
        <Badge size="sm" colorPalette={l.errored ? 'red' : l.inProgress ? 'blue' : l.live ? 'green' : 'gray'} data-testid="listing-status">
          {listingStatusWord(l.status)}
        </Badge>
      </HStack>
      {!l.inProgress && (
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
