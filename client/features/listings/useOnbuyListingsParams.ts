import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeParams, parseOnbuyListingsParams, toSearchParams, type OnbuyListingsParams } from './onbuyListingsParams.ts';

/** The page's filters, search, sort and page from the URL, and a setter that writes them back. */
export function useOnbuyListingsParams(): [OnbuyListingsParams, (change: Partial<OnbuyListingsParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseOnbuyListingsParams(search), [search]);
  const update = useCallback(
    (change: Partial<OnbuyListingsParams>) => {
      // Built on the address bar's query, not `search` (which may lag behind a pending navigation),
      // so two quick changes do not undo each other (as on the Shopify Listings page).
      const now = new URLSearchParams(window.location.search);
      setSearch(toSearchParams(changeParams(parseOnbuyListingsParams(now), change), now));
    },
    [setSearch],
  );
  return [params, update];
}
