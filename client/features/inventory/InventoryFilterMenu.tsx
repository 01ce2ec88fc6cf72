import { Badge, Button, Menu, Portal } from '@chakra-ui/react';
import { activeFilterCount, ARCHIVE_VALUES, CHANNEL_STATUS_VALUES, SOURCE_VALUES, ZERO_QUANTITY_VALUES, type InventoryParams } from './inventoryParams.ts';

type FilterKey = 'ebayStatus' | 'shopifyStatus' | 'onbuyStatus' | 'inventorySource' | 'archiveStatus' | 'zeroQuantity';

const FILTERS: { key: FilterKey; label: string; values: readonly string[] }[] = [
  { key: 'ebayStatus', label: 'eBay Status', values: CHANNEL_STATUS_VALUES },
  { key: 'shopifyStatus', label: 'Shopify Status', values: CHANNEL_STATUS_VALUES },
  { key: 'onbuyStatus', label: 'OnBuy Status', values: CHANNEL_STATUS_VALUES },
  { key: 'inventorySource', label: 'Inventory Source', values: SOURCE_VALUES },
  { key: 'archiveStatus', label: 'Archive Status', values: ARCHIVE_VALUES },
  { key: 'zeroQuantity', label: 'Zero Quantity', values: ZERO_QUANTITY_VALUES },
];

const VALUE_LABELS: Record<string, string> = {
  all: 'All',
  listed: 'Listed',
  unlisted: 'Unlisted',
  unattempted: 'Unattempted',
  errored: 'Errored',
  amazon: 'Amazon (FBA)',
  merchant: 'Merchant',
  price_locked: 'Price Locked',
  hidden: 'Hidden',
  visible: 'Visible',
  hide: 'Hide',
  show: 'Show',
};

/** The filter menu (spec 000 §9): one radio group per filter; every change goes back to page 1. */
export function InventoryFilterMenu({ params, onChange }: { params: InventoryParams; onChange: (change: Partial<InventoryParams>) => void }) {
  const active = activeFilterCount(params);
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" bg="bg" aria-label={active ? `Filters (${active} active)` : 'Filters'}>
          Filters
          {active > 0 && (
            <Badge colorPalette="brand" variant="solid" aria-hidden>
              {active}
            </Badge>
          )}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem" maxH="70vh" overflowY="auto">
            {FILTERS.map((f, i) => (
              <Menu.RadioItemGroup key={f.key} value={params[f.key]} onValueChange={(e) => onChange({ [f.key]: e.value } as Partial<InventoryParams>)}>
                {i > 0 && <Menu.Separator />}
                <Menu.ItemGroupLabel>{f.label}</Menu.ItemGroupLabel>
                {f.values.map((v) => (
                  <Menu.RadioItem key={v} value={v}>
                    <Menu.ItemIndicator />
                    {VALUE_LABELS[v] ?? v}
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
