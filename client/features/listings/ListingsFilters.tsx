import type { ListingsChannel } from '../channels/types.ts';
import { FilterBar } from './FilterBar.tsx';
import { FilterSelect } from './FilterSelect.tsx';
import { activeFilterCount, FILTERS, RESULTS_PER_PAGE, type ListingsChange, type ListingsParams } from './listingsParams.ts';

const PER_PAGE = RESULTS_PER_PAGE.map((v) => ({ value: v, label: String(v) }));

/**
 * Search, then the channel's filters and Results Per Page (spec 001 §2.6, 002 §2.2). On phones the
 * filter area folds away behind a toggle; from md up it is always shown.
 */
export function ListingsFilters({
  channel,
  params,
  onChange,
}: {
  channel: ListingsChannel;
  params: ListingsParams;
  onChange: (change: ListingsChange) => void;
}) {
  return (
    <FilterBar
      searchLabel={`Search ${channel.name} listings`}
      search={params.search}
      onSearch={(search) => onChange({ search })}
      activeCount={activeFilterCount(params)}
    >
      {channel.listings.filters.map((key) => (
        <FilterSelect
          key={key}
          label={FILTERS[key].label}
          value={params.filters[key] ?? 'all'}
          options={FILTERS[key].options}
          onChange={(value) => onChange({ filters: { [key]: value } })}
        />
      ))}
      <FilterSelect label="Results Per Page" value={params.resultsPerPage} options={PER_PAGE} onChange={(resultsPerPage) => onChange({ resultsPerPage })} />
    </FilterBar>
  );
}
