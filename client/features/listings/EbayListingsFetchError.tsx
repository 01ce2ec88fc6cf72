// The old name of ListingsFetchErrorBoundary, kept while pages of other features still import it under it.
export { ListingsFetchErrorBoundary as EbayListingsFetchErrorBoundary } from './ListingsFetchError.tsx';
