import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { startListChange } from '../../components/listPending.ts';
import { changeParams, parseEbayListingsParams, toSearchParams, type EbayListingsParams } from './ebayListingsParams.ts';

/** The page's filters, search, sort and page from the URL, and a setter that writes them back. */
export function useEbayListingsParams(): [EbayListingsParams, (change: Partial<EbayListingsParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseEbayListingsParams(search), [search]);
  const update = useCallback(
    (change: Partial<EbayListingsParams>) => {
      // The router renders a navigation in a transition that waits for the next rows, so `search`
      // can still be the URL before the last change; the address bar already has it. Building on
      // it keeps two quick changes (e.g. Condition, then Zero Quantity) from undoing each other.
      const now = new URLSearchParams(window.location.search);
      const next = toSearchParams(changeParams(parseEbayListingsParams(now), change), now);
      if (next.toString() === now.toString()) return;
      startListChange('ebay-listings');
      setSearch(next);
    },
    [setSearch],
  );
  return [params, update];
}
