// OnBuy as the screens show it: its listings page (listings/onbuy, as Shopify's: 002 §2.7 leaves it
// a placeholder) and its item view panel (spec 001 §2.12, §4, §5).
import { Link, Text } from '@chakra-ui/react';
import { listingStatusWord } from '../../../../shared/status-words.ts';
import { formatDateTime } from '../../../components/dates.ts';
import { delistButton } from '../bulk.ts';
import { ListingStatusBadge, priceColumn, qtyColumn, salesColumn, statusColumn } from '../columns.tsx';
import { channelNamed } from '../names.ts';
import type { PanelBanner, PanelDeclaration, PanelInput } from '../panelTypes.ts';
import type { ChannelDeclaration, ListingRowData } from '../types.ts';
import { onbuyListingsPageQuery } from './OnbuyListingsPageQuery.ts';
import { ONBUY_ACTION_COPY, type OnbuyAction, onbuyActionableIds, onbuyNeedsLinkedPlatforms } from './onbuyActions.ts';
import { ONBUY_REAUTH_ALERT, onbuyPanelState, onbuyRefusalText } from './onbuyPanel.ts';
import { OnbuyCard } from './OnbuyCard.tsx';

const NAMED = channelNamed('ONBUY');

/** OnBuy sells in pounds (site 2000, UK): prices are pence. */
const ONBUY_CURRENCY = 'GBP';

/** The listing's OnBuy product code linking to the product on OnBuy, or a dash. */
function OnbuyProductLink({ listing }: { listing: ListingRowData }) {
  const opc = listing.externalId ?? listing.item.onbuyProductCode;
  const productUrl = listing.item.onbuyProductUrl ?? (opc ? `https://www.onbuy.com/gb/p~${encodeURIComponent(opc)}/` : null);
  if (!opc || !productUrl) return <Text color="fg.muted">—</Text>;
  return (
    <Link href={productUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand" aria-label={`OnBuy product ${opc} (opens in a new tab)`}>
      {opc}
    </Link>
  );
}

/** An alert; a missing or refused OnBuy account links to where it is put right. */
const alert = (title: string, userId: string): PanelBanner => ({
  status: 'error',
  title,
  link: title === ONBUY_REAUTH_ALERT ? { to: `/account/${userId}/settings/linked-platforms`, label: 'Reauthorize OnBuy' } : null,
});

const panelState = ({ item, user, pendingAction }: PanelInput) =>
  onbuyPanelState({
    listing: item.listing,
    productCode: item.onbuyProductCode,
    authorized: user?.linkedPlatforms.onbuy?.status === 'AUTHORIZED',
    pendingAction: pendingAction === 'LIST' || pendingAction === 'DELIST' ? pendingAction : null,
    sellerSku: item.sellerSku,
  });

/**
 * The listing view's OnBuy status panel: 'Not Listed' by default; PUBLISHED with the seller SKU and
 * 'Delist from OnBuy' (confirmed); 'List on OnBuy'; a spinner while OnBuy lists or delists; OnBuy's alerts.
 */
const panel: PanelDeclaration = {
  banner: (input) => {
    const state = panelState(input);
    return state.kind === 'not-listed' && state.offer === 'authorize' ? alert(ONBUY_REAUTH_ALERT, input.userId) : null;
  },
  refusal: (kind, message, _action, userId) => alert(onbuyRefusalText(kind, message), userId),
  delistBody: 'Your offer is removed from OnBuy. You can list the item again later.',
  view: (input) => {
    const state = panelState(input);
    const { item } = input;
    if (state.kind === 'pending') return { kind: 'pending', label: state.label, detail: state.detail, detailTestId: 'onbuy-listing-progress' };
    if (state.kind === 'published')
      return {
        kind: 'listed',
        listLabel: 'OnBuy listing',
        rows: [
          { label: 'Status', value: listingStatusWord('PUBLISHED'), testId: 'onbuy-listing-status' },
          { label: 'Seller SKU', value: state.sku, testId: 'onbuy-seller-sku' },
          ...(item.onbuyProductCode
            ? [
                {
                  label: 'OnBuy Product',
                  value: item.onbuyProductUrl ? (
                    <Link href={item.onbuyProductUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand">
                      {item.onbuyProductCode}
                    </Link>
                  ) : (
                    item.onbuyProductCode
                  ),
                },
              ]
            : []),
          ...(item.listing ? [{ label: 'Updated', value: formatDateTime(item.listing.statusAt) }] : []),
        ],
        actions: [],
      };
    return {
      kind: 'not-listed',
      title: 'Not Listed',
      titleTestId: 'onbuy-listing-status',
      error: item.listing?.errored ? item.listing.lastError : null,
      offer:
        state.offer === 'list'
          ? { list: true }
          : state.offer === 'choose'
            ? {
                node: (
                  <Text fontSize="sm" color="fg.muted">
                    Choose an existing OnBuy product or create a new one in OnBuy Settings to list this item on OnBuy.
                  </Text>
                ),
              }
            : null,
    };
  },
};

export const onbuy: ChannelDeclaration = {
  ...NAMED,
  card: OnbuyCard,
  listings: {
    query: onbuyListingsPageQuery,
    filters: ['listStatus', 'zeroQuantity', 'sales'],
    idHeader: 'OPC',
    listingId: (l) => <OnbuyProductLink listing={l} />,
    sku: (l) => l.sku ?? l.item.sellerSku,
    columns: [
      // The stock on OnBuy as last sent, else the Amazon quantity it will get.
      qtyColumn((l) => l.quantity ?? l.item.totalQuantity),
      priceColumn('-'),
      // PUBLISHED with its time; a spinner while OnBuy lists or delists; OnBuy's message after a refusal.
      statusColumn((l) => <ListingStatusBadge listing={l} time={l.inProgress ? undefined : l.statusAt} />),
      salesColumn,
    ],
    currency: () => ONBUY_CURRENCY,
    bulk: {
      style: 'buttons',
      actions: [
        delistButton(NAMED.name, {
          title: (n) => `Delist ${n} from OnBuy?`,
          body: 'Your offers for the selected items are removed from OnBuy. You can list them again later.',
        }),
      ],
      refusalText: onbuyRefusalText,
    },
  },
  panel,
  itemActions: {
    actions: (['LIST', 'DELIST'] as const).map((action) => ({ action, ...ONBUY_ACTION_COPY[action] })),
    actionable: (action, items) => onbuyActionableIds(action as OnbuyAction, items),
    refusalText: onbuyRefusalText,
    needsLinkedPlatforms: onbuyNeedsLinkedPlatforms,
  },
};
