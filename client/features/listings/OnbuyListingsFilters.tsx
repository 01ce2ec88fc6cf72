import { useId, useState } from 'react';
import { Badge, Button, Flex, Stack } from '@chakra-ui/react';
import { SearchBox } from '../../components/SearchBox.tsx';
import { RESULTS_PER_PAGE, ZERO_QUANTITY_LABELS, ZERO_QUANTITY_VALUES } from './ebayListingsParams.ts';
import { FilterSelect } from './FilterSelect.tsx';
import { activeFilterCount, LIST_STATUS_LABELS, LIST_STATUS_VALUES, type OnbuyListingsParams } from './onbuyListingsParams.ts';

const LIST_STATUS = LIST_STATUS_VALUES.map((v) => ({ value: v, label: LIST_STATUS_LABELS[v] }));
const ZERO_QUANTITY = ZERO_QUANTITY_VALUES.map((v) => ({ value: v, label: ZERO_QUANTITY_LABELS[v] }));
const PER_PAGE = RESULTS_PER_PAGE.map((v) => ({ value: v, label: String(v) }));

/** Search, then the List Status, Zero Quantity and Results Per Page filters; on phones the filters fold away behind a toggle. */
export function OnbuyListingsFilters({ params, onChange }: { params: OnbuyListingsParams; onChange: (change: Partial<OnbuyListingsParams>) => void }) {
  const [open, setOpen] = useState(false);
  const areaId = useId();
  const active = activeFilterCount(params);
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <SearchBox label="Search OnBuy listings" value={params.search} onSearch={(search) => onChange({ search })} />
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
        <FilterSelect label="List Status" value={params.listStatus} options={LIST_STATUS} onChange={(listStatus) => onChange({ listStatus })} />
        <FilterSelect label="Zero Quantity" value={params.zeroQuantity} options={ZERO_QUANTITY} onChange={(zeroQuantity) => onChange({ zeroQuantity })} />
        <FilterSelect label="Results Per Page" value={params.resultsPerPage} options={PER_PAGE} onChange={(resultsPerPage) => onChange({ resultsPerPage })} />
      </Flex>
    </Stack>
  );
}
