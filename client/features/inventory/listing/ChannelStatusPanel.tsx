import { useState } from 'react';
import { Alert, Badge, Button, Card, DataList, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ChannelStatusPanel_item$key } from '../../../__generated__/ChannelStatusPanel_item.graphql.ts';
import { ConfirmDialog } from '../../billing/ConfirmDialog.tsx';
import { ChannelActionRefused } from '../../channels/channelActions.ts';
import type { PanelAction, PanelBanner, PanelUser } from '../../channels/panelTypes.ts';
import type { ChannelDeclaration } from '../../channels/types.ts';
import { useListingAction } from '../../channels/useListingAction.ts';
import { useMay } from '../../../components/accountAccess.tsx';

function Banner({ banner }: { banner: PanelBanner }) {
  return (
    <Alert.Root status={banner.status} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{banner.title}</Alert.Title>
        {banner.link && (
          <Alert.Description>
            <Link asChild colorPalette="brand">
              <RouterLink to={banner.link.to}>{banner.link.label}</RouterLink>
            </Link>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The listing view's status panel of one channel (spec 001 §4, 002 §4): a spinner while the channel
 * works on the item, the listing with its actions ('Delist from {name}' confirmed), or 'Not listed'
 * with what the seller can do; the connection's and the actions' alerts. What each state shows is
 * the channel's declaration (channels/<code>/).
 */
export function ChannelStatusPanel({
  channel,
  itemRef,
  userId,
  user,
}: {
  /** A channel's declaration (channels/<code>/), or a registered channel's generic one (channels/generic/). */
  channel: Pick<ChannelDeclaration, 'name' | 'panel'> & { code: string; segment: string };
  itemRef: ChannelStatusPanel_item$key;
  userId: string;
  user: PanelUser | null | undefined;
}) {
  const data = useFragment(
    graphql`
      fragment ChannelStatusPanel_item on InventoryItem {
        id
        sellerSku
        onbuyProductCode
        onbuyProductUrl
        ebayPricing {
          ready
        }
        listingsOnChannels {
          id
          channelCode
          status
          statusAt
          live
          inProgress
          externalId
          url
          forceRemoved
          errored
          lastError
          sku
        }
      }
    `,
    itemRef,
  );
  const run = useListingAction(userId);
  const [pendingAction, setPendingAction] = useState<PanelAction | null>(null);
  const [alert, setAlert] = useState<PanelBanner | null>(null);
  const [confirmDelist, setConfirmDelist] = useState(false);
  // Issue 35: the status shows to every role; the actions only to one that may act on this channel.
  const canAct = useMay()('listingAction', channel.code);
  const item = { ...data, listing: data.listingsOnChannels.find((l) => l.channelCode === channel.code) ?? null };
  const input = { item, user, userId, now: Date.now(), pendingAction };
  const view = channel.panel.view(input);
  const banner = channel.panel.banner(input);
  const titleId = `${channel.segment}-status-title`;

  async function act(action: PanelAction) {
    setConfirmDelist(false);
    setAlert(null);
    setPendingAction(action);
    try {
      await run(channel.code, action, [item.id]); // the answer carries the refreshed item into the store
    } catch (err) {
      const kind = err instanceof ChannelActionRefused ? err.kind : 'NetworkError';
      setAlert(channel.panel.refusal(kind, err instanceof Error ? err.message : '', action, userId));
    } finally {
      setPendingAction(null);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby={titleId} data-testid={`${channel.segment}-status-panel`}>
      <Card.Header>
        <Card.Title as="h2" id={titleId}>
          {`${channel.name} Status`}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        {banner && banner.title !== alert?.title && <Banner banner={banner} />}
        {alert && <Banner banner={alert} />}
        {view.kind === 'pending' && (
          <HStack gap="3" role="status">
            <Spinner size="sm" colorPalette="brand" />
            <Text fontWeight="semibold">{view.label}</Text>
            {/* What it waits for (e.g. "Waiting in OnBuy's product queue"). */}
            {view.detail && (
              <Text fontSize="sm" color="fg.muted" data-testid={view.detailTestId}>
                {view.detail}
              </Text>
            )}
          </HStack>
        )}
        {view.kind === 'listed' && (
          <Stack gap="3" align="flex-start">
            <DataList.Root orientation="horizontal" size="sm" aria-label={view.listLabel}>
              {view.rows.map((row) => (
                <DataList.Item key={row.label}>
                  <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
                  <DataList.ItemValue data-testid={row.testId}>{row.value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {view.badge && <Badge colorPalette="red">{view.badge}</Badge>}
            {view.error && (
              <Text fontSize="sm" color="fg.error">
                {view.error}
              </Text>
            )}
            {canAct && (
              <HStack gap="2" wrap="wrap">
                {view.actions.map((a) => (
                  <Button key={a.action} variant="outline" colorPalette="brand" onClick={() => void act(a.action)}>
                    {a.label}
                  </Button>
                ))}
                <Button variant="outline" colorPalette="red" onClick={() => setConfirmDelist(true)}>
                  {`Delist from ${channel.name}`}
                </Button>
              </HStack>
            )}
          </Stack>
        )}
        {view.kind === 'not-listed' && (
          <Stack gap="3" align="flex-start">
            <Text fontWeight="semibold" data-testid={view.titleTestId}>
              {view.title}
            </Text>
            {view.error && (
              <Text fontSize="sm" color="fg.error" data-testid={`${channel.segment}-error`}>
                {view.error}
              </Text>
            )}
            {canAct && view.offer && 'list' in view.offer && (
              <Button colorPalette="brand" onClick={() => void act('LIST')}>
                {`List on ${channel.name}`}
              </Button>
            )}
            {canAct && view.offer && 'node' in view.offer && view.offer.node}
          </Stack>
        )}
      </Card.Body>
      <ConfirmDialog
        open={confirmDelist}
        title={`Delist from ${channel.name}?`}
        confirmLabel={`Delist from ${channel.name}`}
        onConfirm={() => void act('DELIST')}
        onCancel={() => setConfirmDelist(false)}
      >
        {channel.panel.delistBody}
      </ConfirmDialog>
    </Card.Root>
  );
}
