// The item view's status panel of a channel the client has no folder for (issue 33: a channel is one
// folder on the server), built from its name alone: the listing's state in the shared status words,
// its id on the channel, 'List on {name}' / 'Delist from {name}', and the server's refusal as it words it.
import { listingStatusWord, NOT_LISTED } from '../../../../shared/status-words.ts';
import type { PanelDeclaration } from '../panelTypes.ts';

/** A registered channel's panel: what the server says of the item's listing there, and its list and delist actions. */
export function genericPanel(name: string): PanelDeclaration {
  return {
    view: ({ item, pendingAction }) => {
      const listing = item.listing;
      if (pendingAction || listing?.inProgress)
        return { kind: 'pending', label: pendingAction === 'DELIST' || listing?.status === 'DELISTING' ? `Delisting from ${name}` : `Listing on ${name}` };
      if (listing?.live)
        return {
          kind: 'listed',
          listLabel: `${name} listing`,
          rows: [
            { label: 'Status', value: listingStatusWord(listing.status) },
            { label: `${name} ID`, value: listing.externalId ?? '—' },
            { label: 'SKU', value: listing.sku ?? item.sellerSku },
          ],
          error: listing.errored ? listing.lastError : null,
          actions: [],
        };
      return { kind: 'not-listed', title: NOT_LISTED, error: listing?.errored ? listing.lastError : null, offer: { list: true } };
    },
    // The server's refusals name the channel and what to do (e.g. "Connect your … account first").
    banner: () => null,
    refusal: (_kind, message) => ({ status: 'error', title: message || `${name} could not be reached. Try again.` }),
    delistBody: `The listing is removed from ${name}. You can list the item again later.`,
  };
}
