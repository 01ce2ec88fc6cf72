import { useState } from 'react';
import { Alert, Button, Card, DataList, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ShopifyStatusPanel_item$key } from '../../../__generated__/ShopifyStatusPanel_item.graphql.ts';
import { ConfirmDialog } from '../../billing/ConfirmDialog.tsx';
import { ChannelActionRefused } from '../channelActions.ts';
import { formatDateTime } from '../format.ts';
import { SHOPIFY_ACTION_COPY, shopifyPanelErrorText, shopifyRefusalText, type ShopifyAction } from '../shopifyActions.ts';
import { useShopifyAction } from '../useShopifyAction.ts';
import { shopifyAdminProductUrl, shopifyPanelState } from './shopifyPanel.ts';
import { listingStatusWord } from '../../../../shared/status-words.ts';

export interface ShopifyConnectionState {
  readonly authorized: boolean;
  readonly needsReauth: boolean;
  readonly domain: string;
}

/** Refusals with their own words; anything else is 002 §8's "Sorry, there was an error …". */
const KNOWN_REFUSALS = ['ShopifyNotAuthorizedError', 'PlanLimitReachedError', 'ConnectionNeedsReauthError', 'ListingValidationError'];

/** The listing view's Shopify panel (spec 002 §4): spinner, the product and its actions, or what listing needs. */
export function ShopifyStatusPanel({
  itemRef,
  userId,
  shopify,
  hasPlan,
}: {
  itemRef: ShopifyStatusPanel_item$key;
  userId: string;
  shopify: ShopifyConnectionState | null;
  hasPlan: boolean;
}) {
  const item = useFragment(
    graphql`
      fragment ShopifyStatusPanel_item on InventoryItem {
        id
        shopifyListing {
          id
          status
          statusAt
          externalId
          lastError
        }
      }
    `,
    itemRef,
  );
  const run = useShopifyAction(userId);
  const [pendingAction, setPendingAction] = useState<ShopifyAction | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [confirmDelist, setConfirmDelist] = useState(false);
  const listing = item.shopifyListing;
  const state = shopifyPanelState({ listing, now: Date.now(), pendingAction, authorized: !!shopify?.authorized, hasPlan });
  const adminUrl = shopifyAdminProductUrl(shopify?.domain, listing?.externalId);

  async function act(action: ShopifyAction) {
    setConfirmDelist(false);
    setAlert(null);
    setPendingAction(action);
    try {
      await run(action, [item.id]); // the answer carries the refreshed item into the store
    } catch (err) {
      const kind = err instanceof ChannelActionRefused ? err.kind : 'NetworkError';
      setAlert(KNOWN_REFUSALS.includes(kind) ? shopifyRefusalText(kind, err instanceof Error ? err.message : '') : shopifyPanelErrorText(action));
    } finally {
      setPendingAction(null);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="shopify-status-title">
      <Card.Header>
        <Card.Title as="h2" id="shopify-status-title">
          Shopify Status
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        {shopify?.needsReauth && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{`There is a problem with your authorization to ${shopify.domain}. Please reauthorize.`}</Alert.Title>
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
          </HStack>
        )}
        {state.kind === 'product' && listing && (
          <Stack gap="3">
            <DataList.Root orientation="horizontal" size="sm" aria-label="Shopify product">
              <DataList.Item>
                <DataList.ItemLabel>Shopify Item ID</DataList.ItemLabel>
                <DataList.ItemValue>
                  {adminUrl ? (
                    <Link
                      href={adminUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      colorPalette="brand"
                      aria-label="The product in your Shopify admin (opens in a new tab)"
                    >
                      {listing.externalId?.split('/').pop()}
                    </Link>
                  ) : (
                    listing.externalId
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
            {listing.lastError && (
              <Text fontSize="sm" color="fg.error">
                {listing.lastError}
              </Text>
            )}
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" colorPalette="brand" onClick={() => void act(state.toggle)}>
                {SHOPIFY_ACTION_COPY[state.toggle].verb}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setConfirmDelist(true)}>
                Delist from Shopify
              </Button>
            </HStack>
          </Stack>
        )}
        {state.kind === 'not-listed' && (
          <Stack gap="3" align="flex-start">
            <Text fontWeight="semibold">Not listed on Shopify</Text>
            {listing?.lastError && (
              <Text fontSize="sm" color="fg.error" data-testid="shopify-error">
                {listing.lastError}
              </Text>
            )}
            {state.offer === 'list' && (
              <Button colorPalette="brand" onClick={() => void act('list')}>
                List on Shopify
              </Button>
            )}
            {state.offer === 'authorize' && (
              <Link asChild colorPalette="brand">
                <RouterLink to={`/account/${userId}/settings/linked-platforms`}>Authorize Shopify to list</RouterLink>
              </Link>
            )}
            {state.offer === 'subscribe' && (
              <Link asChild colorPalette="brand">
                <RouterLink to={`/account/${userId}/settings/account`}>Subscribe to a plan to list on Shopify</RouterLink>
              </Link>
            )}
          </Stack>
        )}
      </Card.Body>
      <ConfirmDialog
        open={confirmDelist}
        title="Delist from Shopify?"
        confirmLabel="Delist from Shopify"
        onConfirm={() => void act('delist')}
        onCancel={() => setConfirmDelist(false)}
      >
        The product is deleted from your Shopify shop. You can list the item again later.
      </ConfirmDialog>
    </Card.Root>
  );
}
