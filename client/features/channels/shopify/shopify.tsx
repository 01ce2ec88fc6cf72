// Shopify as the screens show it (spec 002): its listings page (listings/shopify) and its item view panel.
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { shopifyProductNumber } from '../../../../shared/listings/shopify-import-csv.ts';
import { shopifyPublication } from '../../../../shared/listings/shopify-publication.ts';
import { listingStatusWord } from '../../../../shared/status-words.ts';
import { formatDateTime } from '../../../components/dates.ts';
import { amazonCurrency } from '../../../money/money.ts';
import { delistButton, serverRefusalText } from '../bulk.ts';
import { ListingStatusBadge, priceColumn, qtyColumn, salesColumn, statusColumn } from '../columns.tsx';
import { channelNamed } from '../names.ts';
import type { PanelDeclaration, PanelInput } from '../panelTypes.ts';
import type { ChannelDeclaration, ListingRowData } from '../types.ts';
import {
  SHOPIFY_ACTION_COPY,
  shopifyActionableIds,
  shopifyNeedsLinkedPlatforms,
  shopifyPanelErrorText,
  shopifyRefusalText,
  type ShopifyAction,
} from './shopifyActions.ts';
import { shopifyListingsPageQuery } from './ShopifyListingsPageQuery.ts';
import { shopifyAdminProductUrl, shopifyPanelState } from './shopifyPanel.ts';
import { ShopifyCard } from './ShopifyCard.tsx';

/** Refusals with their own words; anything else is 002 §8's "Sorry, there was an error …". */
const KNOWN_REFUSALS = ['ShopifyNotAuthorizedError', 'PlanLimitReachedError', 'ConnectionNeedsReauthError', 'ListingValidationError'];

/**
 * Spec 002 §2.2's Status: 'Published' or 'Unpublished' with the time; a row that is not a product in
 * the shop shows its status instead (a spinner while Shopify works on it, Shopify's message after a refusal).
 */
function ShopifyStatus({ listing }: { listing: ListingRowData }) {
  const publication = shopifyPublication(listing.status);
  const settled = publication !== null && !listing.inProgress;
  return (
    <ListingStatusBadge
      listing={listing}
      word={settled ? publication : listingStatusWord(listing.status)}
      live={publication === 'Published'}
      time={settled ? listing.statusAt : undefined}
    />
  );
}

const NAMED = channelNamed('SHOPIFY');

const panelState = ({ item, user, now, pendingAction }: PanelInput) =>
  shopifyPanelState({
    listing: item.listing,
    now,
    pendingAction,
    authorized: !!user?.linkedPlatforms.shopify?.authorized,
    hasPlan: !!user?.channelBilling.some((c) => c.channel === 'SHOPIFY' && c.subscription),
  });

/** The listing view's Shopify panel (spec 002 §4): spinner, the product and its actions, or what listing needs. */
const panel: PanelDeclaration = {
  banner: ({ user }) => {
    const shopify = user?.linkedPlatforms.shopify;
    return shopify?.needsReauth ? { status: 'warning', title: `There is a problem with your authorization to ${shopify.domain}. Please reauthorize.` } : null;
  },
  refusal: (kind, message, action) => ({
    status: 'error',
    title: KNOWN_REFUSALS.includes(kind) ? shopifyRefusalText(kind, message) : shopifyPanelErrorText(action),
  }),
  delistBody: 'The product is deleted from your Shopify shop. You can list the item again later.',
  view: (input) => {
    const state = panelState(input);
    const { listing } = input.item;
    if (state.kind === 'pending') return { kind: 'pending', label: state.label };
    if (state.kind === 'product' && listing) {
      const adminUrl = shopifyAdminProductUrl(input.user?.linkedPlatforms.shopify?.domain, listing.externalId);
      return {
        kind: 'listed',
        listLabel: 'Shopify product',
        rows: [
          {
            label: 'Shopify Item ID',
            value: adminUrl ? (
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
            ),
          },
          { label: 'Status', value: listingStatusWord(listing.status) },
          { label: 'Updated', value: formatDateTime(listing.statusAt) },
        ],
        error: listing.lastError,
        actions: [{ label: SHOPIFY_ACTION_COPY[state.toggle].verb, action: state.toggle }],
      };
    }
    const offer = state.kind === 'not-listed' ? state.offer : 'list';
    const link = (to: string, label: string) => (
      <Link asChild colorPalette="brand">
        <RouterLink to={`/account/${input.userId}/settings/${to}`}>{label}</RouterLink>
      </Link>
    );
    return {
      kind: 'not-listed',
      title: 'Not listed on Shopify',
      error: listing?.lastError,
      offer:
        offer === 'list'
          ? { list: true }
          : { node: offer === 'authorize' ? link('linked-platforms', 'Authorize Shopify to list') : link('account', 'Subscribe to a plan to list on Shopify') },
    };
  },
};

export const shopify: ChannelDeclaration = {
  ...NAMED,
  card: ShopifyCard,
  listings: {
    query: shopifyListingsPageQuery,
    filters: ['listStatus', 'zeroQuantity', 'sales'],
    // The Shopify product number, as the shop's admin shows it.
    idHeader: 'ID',
    listingId: (l) => (l.externalId ? <Text>{shopifyProductNumber(l.externalId)}</Text> : <Text color="fg.muted">—</Text>),
    sku: (l) => l.item.sellerSku,
    // Spec 002 §2.2: the price, '-' when none was sent yet (the compare-at price is not kept on the listing).
    columns: [qtyColumn(), priceColumn('-'), statusColumn((l) => <ShopifyStatus listing={l} />), salesColumn],
    // Shopify prices are worked out from the Amazon price: shown in the Amazon marketplace's currency.
    currency: (platforms) => amazonCurrency(platforms?.amazon?.marketplaceId),
    // One request carries the whole selection (the spec's client sent one call per id).
    bulk: { style: 'buttons', actions: [delistButton(NAMED.name)], refusalText: serverRefusalText },
  },
  panel,
  itemActions: {
    actions: (['LIST', 'PUBLISH', 'DELIST', 'UNPUBLISH', 'RESET'] as const).map((action) => ({ action, ...SHOPIFY_ACTION_COPY[action] })),
    actionable: (action, items) => shopifyActionableIds(action as ShopifyAction, items),
    refusalText: shopifyRefusalText,
    needsLinkedPlatforms: shopifyNeedsLinkedPlatforms,
  },
};
