import { useState } from 'react';
import { Alert, Button, DataList, HStack, Link, Spinner, Stack, Text, Card } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { OnBuyStatusPanel_item$key } from '../../../__generated__/OnBuyStatusPanel_item.graphql.ts';
import { ConfirmDialog } from '../../billing/ConfirmDialog.tsx';
import { ChannelActionRefused } from '../channelActions.ts';
import { formatDateTime } from '../format.ts';
import { useOnbuyAction } from '../onbuy/useOnbuyAction.ts';
import { ONBUY_REAUTH_ALERT, onbuyPanelState, onbuyRefusalText } from './onbuyPanel.ts';
import { listingStatusWord } from '../../../../shared/status-words.ts';

/**
 * The listing view's OnBuy status panel (spec 001 §2.12, §4, §5): 'Not Listed' by default;
 * PUBLISHED with the seller SKU and 'Delist from OnBuy' (confirmed); 'List on OnBuy' once a
 * product code is chosen in 'OnBuy Settings'; a spinner while OnBuy lists or delists; OnBuy's alerts.
 */
export function OnBuyStatusPanel({
  itemRef,
  userId,
  onbuyStatus,
}: {
  itemRef: OnBuyStatusPanel_item$key;
  userId: string;
  /** The OnBuy connection's status; null: OnBuy was never authorised. */
  onbuyStatus: string | null;
}) {
  const item = useFragment(
    graphql`
      fragment OnBuyStatusPanel_item on InventoryItem {
        id
        sellerSku
        onbuyProductCode
        onbuyProductUrl
        onbuyListing {
          id
          status
          statusAt
          sku
          errored
          lastError
        }
      }
    `,
    itemRef,
  );
  const run = useOnbuyAction(userId);
  const [pendingAction, setPendingAction] = useState<'list' | 'delist' | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [confirmDelist, setConfirmDelist] = useState(false);
  const listing = item.onbuyListing;
  const authorized = onbuyStatus === 'AUTHORIZED';
  const state = onbuyPanelState({ listing, productCode: item.onbuyProductCode, authorized, pendingAction, sellerSku: item.sellerSku });

  async function act(action: 'list' | 'delist') {
    setConfirmDelist(false);
    setAlert(null);
    setPendingAction(action);
    try {
      await run(action, [item.id]); // the answer carries the item's new OnBuy status into the store
    } catch (err) {
      setAlert(onbuyRefusalText(err instanceof ChannelActionRefused ? err.kind : 'NetworkError', err instanceof Error ? err.message : ''));
    } finally {
      setPendingAction(null);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="onbuy-status-title" data-testid="onbuy-status-panel">
      <Card.Header>
        <Card.Title as="h2" id="onbuy-status-title">
          OnBuy Status
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        {(alert || (state.kind === 'not-listed' && state.offer === 'authorize')) && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{alert ?? ONBUY_REAUTH_ALERT}</Alert.Title>
              {(alert ?? ONBUY_REAUTH_ALERT) === ONBUY_REAUTH_ALERT && (
                <Alert.Description>
                  <Link asChild colorPalette="brand">
                    <RouterLink to={`/account/${userId}/settings/linked-platforms`}>Reauthorize OnBuy</RouterLink>
                  </Link>
                </Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
        {state.kind === 'pending' && (
          <HStack gap="3" role="status">
            <Spinner size="sm" colorPalette="brand" />
            <Text fontWeight="semibold">{state.label}</Text>
            {state.detail && (
              <Text fontSize="sm" color="fg.muted" data-testid="onbuy-listing-progress">
                {state.detail}
              </Text>
            )}
          </HStack>
        )}
        {state.kind === 'published' && (
          <Stack gap="3" align="flex-start">
            <DataList.Root orientation="horizontal" size="sm" aria-label="OnBuy listing">
              <DataList.Item>
                <DataList.ItemLabel>Status</DataList.ItemLabel>
                <DataList.ItemValue data-testid="onbuy-listing-status">{listingStatusWord('PUBLISHED')}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Seller SKU</DataList.ItemLabel>
                <DataList.ItemValue data-testid="onbuy-seller-sku">{state.sku}</DataList.ItemValue>
              </DataList.Item>
              {item.onbuyProductCode && (
                <DataList.Item>
                  <DataList.ItemLabel>OnBuy Product</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {item.onbuyProductUrl ? (
                      <Link href={item.onbuyProductUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand">
                        {item.onbuyProductCode}
                      </Link>
                    ) : (
                      item.onbuyProductCode
                    )}
                  </DataList.ItemValue>
                </DataList.Item>
              )}
              {listing && (
                <DataList.Item>
                  <DataList.ItemLabel>Updated</DataList.ItemLabel>
                  <DataList.ItemValue>{formatDateTime(listing.statusAt)}</DataList.ItemValue>
                </DataList.Item>
              )}
            </DataList.Root>
            <Button variant="outline" colorPalette="red" onClick={() => setConfirmDelist(true)}>
              Delist from OnBuy
            </Button>
          </Stack>
        )}
        {state.kind === 'not-listed' && (
          <Stack gap="3" align="flex-start">
            <Text fontWeight="semibold" data-testid="onbuy-listing-status">
              Not Listed
            </Text>
            {listing?.errored && listing.lastError && (
              <Text fontSize="sm" color="fg.error" data-testid="onbuy-error">
                {listing.lastError}
              </Text>
            )}
            {state.offer === 'list' && (
              <Button colorPalette="brand" onClick={() => void act('list')}>
                List on OnBuy
              </Button>
            )}
            {state.offer === 'choose' && (
              <Text fontSize="sm" color="fg.muted">
                Choose an existing OnBuy product or create a new one in OnBuy Settings to list this item on OnBuy.
              </Text>
            )}
          </Stack>
        )}
      </Card.Body>
      <ConfirmDialog
        open={confirmDelist}
        title="Delist from OnBuy?"
        confirmLabel="Delist from OnBuy"
        onConfirm={() => void act('delist')}
        onCancel={() => setConfirmDelist(false)}
      >
        Your offer is removed from OnBuy. You can list the item again later.
      </ConfirmDialog>
    </Card.Root>
  );
}
