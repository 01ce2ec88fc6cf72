import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { startListChange } from '../../components/listPending.ts';
import type { ListingsChannel } from '../channels/types.ts';
import { changeParams, type ListingsChange, type ListingsPageKey, type ListingsParams, parseListingsParams, toSearchParams } from './listingsParams.ts';

/** Where a channel's page keeps its state in the URL: `<segment>_listings.*`, with its filters. */
export const listingsPageKey = (channel: Pick<ListingsChannel, 'segment' | 'listings'>): ListingsPageKey => ({
  pageKey: `${channel.segment}_listings`,
  filters: channel.listings.filters,
});

/** The page's filters, search, sort and page from the URL, and a setter that writes them back. */
export function useListingsParams(channel: ListingsChannel): [ListingsParams, (change: ListingsChange) => void] {
  const [search, setSearch] = useSearchParams();
  const key = useMemo(() => listingsPageKey(channel), [channel]);
  const params = useMemo(() => parseListingsParams(search, key), [search, key]);
  const update = useCallback(
    (change: ListingsChange) => {
      // The router renders a navigation in a transition that waits for the next rows, so `search`
      // can still be the URL before the last change; the address bar already has it. Building on
      // it keeps two quick changes (e.g. Condition, then Zero Quantity) from undoing each other.
      const now = new URLSearchParams(window.location.search);
      const next = toSearchParams(changeParams(parseListingsParams(now, key), change), key, now);
      if (next.toString() === now.toString()) return;
      startListChange(`${channel.segment}-listings`);
      setSearch(next);
    },
    [setSearch, key, channel.segment],
  );
  return [params, update];
}
