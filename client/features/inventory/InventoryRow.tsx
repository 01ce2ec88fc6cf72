import { memo, useState } from 'react';
import { Badge, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment, useQueryLoader } from 'react-relay';
import type { FamilyRowsQuery } from '../../__generated__/FamilyRowsQuery.graphql.ts';
import { Link as RouterLink } from 'react-router';
import type { InventoryRow_item$key } from '../../__generated__/InventoryRow_item.graphql.ts';
import { ChannelStatusChips } from './ChannelStatusChips.tsx';
import { useMoney } from '../../money/CurrencyContext.tsx';
import { ItemThumb } from './ItemThumb.tsx';
import { liveChannelFigures, QuantityText } from './QuantityText.tsx';
import { SelectItemCheckbox } from './SelectItemCheckbox.tsx';
import { SkuWithWarning } from './SkuWithWarning.tsx';
import { FamilyRows, FamilyToggle, familyRowsQuery } from './FamilyRows.tsx';

/** One item in the table; the product title links to the listing view. */
// Memoised: a sort, page or filter change re-renders the page with the old rows first (the router's
// transition), which must not redo every row; `onToggle` is the selection's stable callback.
export const InventoryRow = memo(function InventoryRow({
  id,
  itemRef,
  selected,
  onToggle,
  userId,
}: {
  id: string;
  itemRef: InventoryRow_item$key;
  selected: boolean;
  onToggle: (id: string, on: boolean) => void;
  userId: string;
}) {
  const money = useMoney();
  const item = useFragment(
    graphql`
      fragment InventoryRow_item on InventoryItem {
        itemId
        sellerSku
        asin
        title
        thumbSrc
        condition
        totalQuantity
        quantityBuffer
        channelQuantity
        channelQuantities {
          channel
          quantity
        }
        listings {
          channel
          live
        }
        priceCents
        hidden
        ...ChannelStatusChips_item
        edits {
          title
        }
        family {
          dimensions
          childCount
        }
      }
    `,
    itemRef,
  );
  const [open, setOpen] = useState(false);
  const [familyQuery, loadFamily] = useQueryLoader<FamilyRowsQuery>(familyRowsQuery);
  const family = item.family;
  const toggleFamily = () => {
    if (!open) loadFamily({ id }, { fetchPolicy: 'store-and-network' });
    setOpen(!open);
  };
  return (
    <>
      <Table.Row data-selected={selected ? '' : undefined} bg={selected ? 'brand.subtle' : undefined}>
        <Table.Cell>
          <SelectItemCheckbox sku={item.sellerSku} checked={selected} onChange={(on) => onToggle(id, on)} />
        </Table.Cell>
        <Table.Cell maxW="12rem">
          <Stack gap="0" maxW="12rem">
            <SkuWithWarning sku={item.sellerSku} />
            <Text fontSize="xs" color="fg.muted">
              {item.asin}
            </Text>
          </Stack>
        </Table.Cell>
        <Table.Cell>
          <ItemThumb url={item.thumbSrc} />
        </Table.Cell>
        <Table.Cell minW="16rem">
          <HStack gap="2" align="flex-start">
            <Link asChild colorPalette="brand" lineClamp={2}>
              <RouterLink to={`/account/${userId}/amazon-inventory/${item.itemId}`}>{item.edits.title ?? item.title}</RouterLink>
            </Link>
            {item.hidden && <Badge size="sm">Hidden</Badge>}
          </HStack>
          {family && <FamilyToggle count={family.childCount} dimensions={family.dimensions} open={open} onToggle={toggleFamily} />}
        </Table.Cell>
        <Table.Cell>
          <ChannelStatusChips itemRef={item} />
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap">{item.condition}</Table.Cell>
        <Table.Cell>
          <QuantityText
            total={item.totalQuantity}
            buffer={item.quantityBuffer}
            own={item.channelQuantity}
            listed={liveChannelFigures(item.listings, item.channelQuantities)}
          />
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap">{money(item.priceCents)}</Table.Cell>
      </Table.Row>
      {family && open && familyQuery && <FamilyRows queryRef={familyQuery} />}
    </>
  );
});
