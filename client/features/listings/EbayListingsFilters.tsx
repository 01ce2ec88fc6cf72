import {
  activeFilterCount,
  CONDITION_LABELS,
  CONDITION_VALUES,
  RESULTS_PER_PAGE,
  ZERO_QUANTITY_LABELS,
  ZERO_QUANTITY_VALUES,
  type EbayListingsParams,
} from './ebayListingsParams.ts';
import { FilterSelect } from './FilterSelect.tsx';
import { FilterBar } from './FilterBar.tsx';

const CONDITIONS = CONDITION_VALUES.map((v) => ({ value: v, label: CONDITION_LABELS[v] }));
const ZERO_QUANTITY = ZERO_QUANTITY_VALUES.map((v) => ({ value: v, label: ZERO_QUANTITY_LABELS[v] }));
const PER_PAGE = RESULTS_PER_PAGE.map((v) => ({ value: v, label: String(v) }));

/**
 * Search, then the Condition, Zero Quantity and Results Per Page filters (spec 001 §2.6). On phones
 * the filter area folds away behind a toggle; from md up it is always shown.
 */
export function EbayListingsFilters({ params, onChange }: { params: EbayListingsParams; onChange: (change: Partial<EbayListingsParams>) => void }) {
  return (
    <FilterBar searchLabel="Search eBay listings" search={params.search} onSearch={(search) => onChange({ search })} activeCount={activeFilterCount(params)}>
      <FilterSelect label="Condition" value={params.condition} options={CONDITIONS} onChange={(condition) => onChange({ condition })} />
      <FilterSelect label="Zero Quantity" value={params.zeroQuantity} options={ZERO_QUANTITY} onChange={(zeroQuantity) => onChange({ zeroQuantity })} />
      <FilterSelect label="Results Per Page" value={params.resultsPerPage} options={PER_PAGE} onChange={(resultsPerPage) => onChange({ resultsPerPage })} />
    </FilterBar>
  );
}
