// eBay as the screens show it (spec 001): its listings page (listings/ebay) and its item view panel.
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { listingStatusWord } from '../../../../shared/status-words.ts';
import { formatDateTime } from '../../../components/dates.ts';
import { DEFAULT_CURRENCY } from '../../../money/money.ts';
import { ListingStatusBadge, priceColumn, qtyColumn, salesColumn, SyncedAt } from '../columns.tsx';
import { channelNamed } from '../names.ts';
import type { PanelDeclaration, PanelInput } from '../panelTypes.ts';
import type { ChannelDeclaration, ListingRowData } from '../types.ts';
import { AiFillNotice } from './AiFillNotice.tsx';
import { conditionName } from './conditionName.ts';
import { actionableIds, bulkRefusalText, EBAY_ACTION_COPY, type EbayAction, needsLinkedPlatforms } from './ebayActions.ts';
import { EBAY_BULK_ACTIONS, EBAY_NOTHING_SELECTED, ebayBulkRefusalText } from './ebayBulkActions.ts';
import { ebayListingsPageQuery } from './EbayListingsPageQuery.ts';
import { ebayPanelState, singleRefusalText } from './ebayPanel.ts';
import { EbayCard } from './EbayCard.tsx';

const REAUTH = 'You need to reauthorize your eBay account before you can list on eBay';

/** The eBay item id linking to its page on eBay, or a dash until eBay gave one. */
function EbayItemLink({ listing }: { listing: ListingRowData }) {
  if (!listing.externalId) return <Text color="fg.muted">—</Text>;
  if (!listing.url) return <Text>{listing.externalId}</Text>;
  return (
    <Link href={listing.url} target="_blank" rel="noopener noreferrer" colorPalette="brand" aria-label={`eBay item ${listing.externalId} (opens eBay)`}>
      {listing.externalId}
    </Link>
  );
}

const panelState = ({ item, user, now, pendingAction }: PanelInput) =>
  ebayPanelState({
    listing: item.listing,
    now,
    pendingAction: pendingAction === 'LIST' || pendingAction === 'DELIST' ? pendingAction : null,
    ebayAuthorized: !!user?.linkedPlatforms.ebay?.authorized,
    // The server's answer (the engine's own pricing): the seller's price, or the Amazon figures their option needs.
    pricingReady: item.ebayPricing.ready,
  });

/** The listing view's eBay status panel (spec 001 §4): pending, settled, or not listed. */
const panel: PanelDeclaration = {
  banner: ({ user }) => (user?.linkedPlatforms.ebay?.status === 'NEEDS_REAUTH' ? { status: 'warning', title: REAUTH } : null),
  refusal: (kind, message) => ({ status: 'error', title: singleRefusalText(kind, message) }),
  delistBody: 'The listing ends on eBay. You can list the item again later.',
  view: (input) => {
    const state = panelState(input);
    const { listing } = input.item;
    // While in progress the message says what it waits for (e.g. "Waiting for Amazon's catalogue data").
    if (state.kind === 'pending') return { kind: 'pending', label: state.label, detail: listing?.lastError };
    if (state.kind === 'settled' && listing)
      return {
        kind: 'listed',
        listLabel: 'eBay listing',
        rows: [
          {
            label: 'eBay Item ID',
            value: listing.url ? (
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
            ),
          },
          { label: 'Status', value: listingStatusWord(listing.status) },
          { label: 'Updated', value: formatDateTime(listing.statusAt) },
        ],
        badge: listing.forceRemoved ? 'Force Removed' : null,
        error: listing.lastError,
        actions: [],
      };
    const offer = state.kind === 'not-listed' ? state.offer : 'list';
    return {
      kind: 'not-listed',
      title: 'Not listed on eBay',
      error: listing?.lastError,
      offer:
        offer === 'list'
          ? { list: true }
          : offer === 'awaiting-pricing'
            ? { node: <Text color="fg.muted">Awaiting pricing info before item can be listed</Text> }
            : {
                node: (
                  <Link asChild colorPalette="brand" fontWeight="semibold">
                    <RouterLink to={`/account/${input.userId}/settings/linked-platforms`}>Authorize eBay</RouterLink>
                  </Link>
                ),
              },
    };
  },
};

export const ebay: ChannelDeclaration = {
  ...channelNamed('EBAY'),
  card: EbayCard,
  listings: {
    query: ebayListingsPageQuery,
    filters: ['condition', 'zeroQuantity'],
    idHeader: 'ID',
    listingId: (l) => <EbayItemLink listing={l} />,
    // eBay's status sits under the ids (spec 001 §2.6 has no Status column); it waits on eBay while a revision is queued too.
    underId: (l) => <ListingStatusBadge listing={l} busy={l.inProgress || l.pendingRevision != null} />,
    sku: (l) => l.item.sellerSku,
    columns: [
      qtyColumn(),
      { header: 'Condition', sort: 'cond', nowrap: true, cell: (l) => conditionName(l.item.ebayConditionCode) },
      priceColumn(),
      {
        header: 'Updated Date',
        sort: 'updated_date',
        nowrap: true,
        cardLabel: 'Updated',
        cell: (l) => (
          <>
            {formatDateTime(l.statusAt)}
            <SyncedAt listing={l} />
          </>
        ),
      },
      salesColumn,
    ],
    currency: (platforms) => platforms?.ebay?.currency ?? DEFAULT_CURRENCY,
    bulk: { style: 'menu', actions: EBAY_BULK_ACTIONS, nothingSelected: EBAY_NOTHING_SELECTED, refusalText: ebayBulkRefusalText },
  },
  panel,
  itemActions: {
    actions: (['LIST', 'REVISE', 'DELIST'] as const).map((action) => ({ action, ...EBAY_ACTION_COPY[action] })),
    actionable: (action, items) => actionableIds(action as EbayAction, items),
    refusalText: bulkRefusalText,
    needsLinkedPlatforms,
    notice: (action, userId, itemIds) => (action === 'LIST' ? <AiFillNotice userId={userId} itemIds={itemIds} /> : null),
  },
};
