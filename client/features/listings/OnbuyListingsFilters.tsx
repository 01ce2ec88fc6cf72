import { FilterBar } from './FilterBar.tsx';
import { RESULTS_PER_PAGE, ZERO_QUANTITY_LABELS, ZERO_QUANTITY_VALUES } from './ebayListingsParams.ts';
import { FilterSelect } from './FilterSelect.tsx';
import { activeFilterCount, LIST_STATUS_LABELS, LIST_STATUS_VALUES, SALES_LABELS, SALES_VALUES, type OnbuyListingsParams } from './onbuyListingsParams.ts';

const LIST_STATUS = LIST_STATUS_VALUES.map((v) => ({ value: v, label: LIST_STATUS_LABELS[v] }));
const SALES = SALES_VALUES.map((v) => ({ value: v, label: SALES_LABELS[v] }));
const ZERO_QUANTITY = ZERO_QUANTITY_VALUES.map((v) => ({ value: v, label: ZERO_QUANTITY_LABELS[v] }));
const PER_PAGE = RESULTS_PER_PAGE.map((v) => ({ value: v, label: String(v) }));

/** Search, then the List Status, Zero Quantity, Sales and Results Per Page filters; on phones the filters fold away behind a toggle. */
export function OnbuyListingsFilters({ params, onChange }: { params: OnbuyListingsParams; onChange: (change: Partial<OnbuyListingsParams>) => void }) {
  return (
    <FilterBar searchLabel="Search OnBuy listings" search={params.search} onSearch={(search) => onChange({ search })} activeCount={activeFilterCount(params)}>
      <FilterSelect label="List Status" value={params.listStatus} options={LIST_STATUS} onChange={(listStatus) => onChange({ listStatus })} />
      <FilterSelect label="Zero Quantity" value={params.zeroQuantity} options={ZERO_QUANTITY} onChange={(zeroQuantity) => onChange({ zeroQuantity })} />
      <FilterSelect label="Sales" value={params.sales} options={SALES} onChange={(sales) => onChange({ sales })} />
      <FilterSelect label="Results Per Page" value={params.resultsPerPage} options={PER_PAGE} onChange={(resultsPerPage) => onChange({ resultsPerPage })} />
    </FilterBar>
  );
}
