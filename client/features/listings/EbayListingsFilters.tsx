import { useId, useState } from 'react';
import { Badge, Button, Flex, Stack } from '@chakra-ui/react';
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
import { SearchBox } from '../../components/SearchBox.tsx';

const CONDITIONS = CONDITION_VALUES.map((v) => ({ value: v, label: CONDITION_LABELS[v] }));
const ZERO_QUANTITY = ZERO_QUANTITY_VALUES.map((v) => ({ value: v, label: ZERO_QUANTITY_LABELS[v] }));
const PER_PAGE = RESULTS_PER_PAGE.map((v) => ({ value: v, label: String(v) }));

/**
 * Search, then the Condition, Zero Quantity and Results Per Page filters (spec 001 §2.6). On phones
 * the filter area folds away behind a toggle; from md up it is always shown.
 */
export function EbayListingsFilters({ params, onChange }: { params: EbayListingsParams; onChange: (change: Partial<EbayListingsParams>) => void }) {
  const [open, setOpen] = useState(false);
  const areaId = useId();
  const active = activeFilterCount(params);
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <SearchBox label="Search eBay listings" value={params.search} onSearch={(search) => onChange({ search })} />
        <Button hideFrom="md" variant="outline" bg="bg" aria-expanded={open} aria-controls={areaId} onClick={() => setOpen(!open)}>
          {open ? 'Hide Filters' : 'Show Filters'}
          {active > 0 && (
            <Badge colorPalette="brand" variant="solid">
              {active}
            </Badge>
          )}
        </Button>
      </Flex>
      <Flex id={areaId} role="group" aria-label="Filters" gap="3" wrap="wrap" display={{ base: open ? 'flex' : 'none', md: 'flex' }}>
        <FilterSelect label="Condition" value={params.condition} options={CONDITIONS} onChange={(condition) => onChange({ condition })} />
        <FilterSelect label="Zero Quantity" value={params.zeroQuantity} options={ZERO_QUANTITY} onChange={(zeroQuantity) => onChange({ zeroQuantity })} />
        <FilterSelect label="Results Per Page" value={params.resultsPerPage} options={PER_PAGE} onChange={(resultsPerPage) => onChange({ resultsPerPage })} />
      </Flex>
    </Stack>
  );
}
