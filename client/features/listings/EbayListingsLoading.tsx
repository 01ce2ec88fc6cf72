// The old name of ListingsLoading, kept while pages of other features still import it under it.
export { ListingsLoading as EbayListingsLoading } from './ListingsLoading.tsx';
