import { useState } from 'react';
import { Alert, Badge, Button, Card, DataList, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { EbayStatusPanel_item$key } from '../../../__generated__/EbayStatusPanel_item.graphql.ts';
import { ConfirmDialog } from '../../billing/ConfirmDialog.tsx';
import { EbayActionRefused } from '../ebayActions.ts';
import { formatDateTime } from '../format.ts';
import { useEbayAction } from '../useEbayAction.ts';
import { ebayPanelState, singleRefusalText } from './ebayPanel.ts';
import { listingStatusWord } from '../../../../shared/status-words.ts';

export interface EbayConnectionState {
  readonly authorized: boolean;
  readonly status: string;
}

const REAUTH = 'You need to reauthorize your eBay account before you can list on eBay';

/** The listing view's eBay status panel (spec 001 §4): pending, settled, or not listed. */
export function EbayStatusPanel({ itemRef, userId, ebay }: { itemRef: EbayStatusPanel_item$key; userId: string; ebay: EbayConnectionState | null }) {
  const item = useFragment(
    graphql`
      fragment EbayStatusPanel_item on InventoryItem {
        id
        ebayPricing {
          ready
        }
        ebayListing {
          id
          status
          statusAt
          live
          inProgress
          externalId
          url
          forceRemoved
          lastError
        }
      }
    `,
    itemRef,
  );
  const run = useEbayAction(userId);
  const [pendingAction, setPendingAction] = useState<'list' | 'delist' | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [confirmDelist, setConfirmDelist] = useState(false);
  const listing = item.ebayListing;
  // The server's answer (the engine's own pricing): the seller's price, or the Amazon figures their option needs.
  const pricingReady = item.ebayPricing.ready;
  const state = ebayPanelState({ listing, now: Date.now(), pendingAction, ebayAuthorized: !!ebay?.authorized, pricingReady });
  const linkedPlatforms = `/account/${userId}/settings/linked-platforms`;

  async function act(action: 'list' | 'delist') {
    setConfirmDelist(false);
    setAlert(null);
    setPendingAction(action);
    try {
      await run(action, [item.id]); // the answer carries the refreshed item into the store
    } catch (err) {
      setAlert(singleRefusalText(err instanceof EbayActionRefused ? err.kind : 'NetworkError', err instanceof Error ? err.message : ''));
    } finally {
      setPendingAction(null);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="ebay-status-title">
      <Card.Header>
        <Card.Title as="h2" id="ebay-status-title">
          eBay Status
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        {ebay?.status === 'NEEDS_REAUTH' && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{REAUTH}</Alert.Title>
          </Alert.Root>
        )}
        {alert && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{alert}</Alert.Title>
          </Alert.Root>
        )}
        {state.kind === 'pending' && (
          <HStack gap="3" role="status">
            <Spinner size="sm" colorPalette="brand" />
            <Text fontWeight="semibold">{state.label}</Text>
            {/* While in progress the message says what it waits for (e.g. "Waiting for Amazon's catalogue data"). */}
            {listing?.lastError && (
              <Text fontSize="sm" color="fg.muted">
                {listing.lastError}
              </Text>
            )}
          </HStack>
        )}
        {state.kind === 'settled' && listing && (
          <Stack gap="3">
            <DataList.Root orientation="horizontal" size="sm" aria-label="eBay listing">
              <DataList.Item>
                <DataList.ItemLabel>eBay Item ID</DataList.ItemLabel>
                <DataList.ItemValue>
                  {listing.url ? (
                    <Link
                      href={listing.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      colorPalette="brand"
                      aria-label={`${listing.externalId ?? 'Item'} on eBay (opens in a new tab)`}
                    >
                      {listing.externalId ?? listing.url}
                    </Link>
                  ) : (
                    (listing.externalId ?? '—')
                  )}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Status</DataList.ItemLabel>
                <DataList.ItemValue>{listingStatusWord(listing.status)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Updated</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(listing.statusAt)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            {listing.forceRemoved && (
              <Badge colorPalette="red" alignSelf="flex-start">
                Force Removed
              </Badge>
            )}
            {listing.lastError && (
              <Text fontSize="sm" color="fg.error">
                {listing.lastError}
              </Text>
            )}
            <Button alignSelf="flex-start" variant="outline" colorPalette="red" onClick={() => setConfirmDelist(true)}>
              Delist from eBay
            </Button>
          </Stack>
        )}
        {state.kind === 'not-listed' && (
          <Stack gap="3" align="flex-start">
            <Text fontWeight="semibold">Not listed on eBay</Text>
            {listing?.lastError && (
              <Text fontSize="sm" color="fg.error" data-testid="ebay-error">
                {listing.lastError}
              </Text>
            )}
            {state.offer === 'list' && (
              <Button colorPalette="brand" onClick={() => void act('list')}>
                List on eBay
              </Button>
            )}
            {state.offer === 'awaiting-pricing' && <Text color="fg.muted">Awaiting pricing info before item can be listed</Text>}
            {state.offer === 'authorize' && (
              <Link asChild colorPalette="brand" fontWeight="semibold">
                <RouterLink to={linkedPlatforms}>Authorize eBay</RouterLink>
              </Link>
            )}
          </Stack>
        )}
      </Card.Body>
      <ConfirmDialog
        open={confirmDelist}
        title="Delist from eBay?"
        confirmLabel="Delist from eBay"
        onConfirm={() => void act('delist')}
        onCancel={() => setConfirmDelist(false)}
      >
        The listing ends on eBay. You can list the item again later.
      </ConfirmDialog>
    </Card.Root>
  );
}
