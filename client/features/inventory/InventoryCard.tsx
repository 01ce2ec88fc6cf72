import { memo } from 'react';
import { Badge, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { InventoryCard_item$key } from '../../__generated__/InventoryCard_item.graphql.ts';
import { ChannelStatusChips } from './ChannelStatusChips.tsx';
import { useMoney } from '../../money/CurrencyContext.tsx';
import { ItemThumb } from './ItemThumb.tsx';
import { liveChannelFigures, QuantityText } from './QuantityText.tsx';
import { SelectItemCheckbox } from './SelectItemCheckbox.tsx';
import { SkuWithWarning } from './SkuWithWarning.tsx';

/** One item as a card: the phone layout of the inventory (below md). */
// Memoised: a sort, page or filter change re-renders the page with the old rows first (the router's
// transition), which must not redo every row; `onToggle` is the selection's stable callback.
export const InventoryCard = memo(function InventoryCard({
  id,
  itemRef,
  selected,
  onToggle,
  userId,
}: {
  id: string;
  itemRef: InventoryCard_item$key;
  selected: boolean;
  onToggle: (id: string, on: boolean) => void;
  userId: string;
}) {
  const money = useMoney();
  const item = useFragment(
    graphql`
      fragment InventoryCard_item on InventoryItem {
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
      }
    `,
    itemRef,
  );
  return (
    <Card.Root as="article" size="sm" borderColor={selected ? 'brand.solid' : undefined}>
      <Card.Body gap="3">
        <HStack align="flex-start" gap="3">
          <SelectItemCheckbox sku={item.sellerSku} checked={selected} onChange={(on) => onToggle(id, on)} />
          <ItemThumb url={item.thumbSrc} size="16" />
          <Stack gap="1" flex="1" minW="0">
            <Link asChild colorPalette="brand" fontWeight="medium" lineClamp={3}>
              <RouterLink to={`/account/${userId}/amazon-inventory/${item.itemId}`}>{item.edits.title ?? item.title}</RouterLink>
            </Link>
            <SkuWithWarning sku={item.sellerSku} />
            <Text fontSize="xs" color="fg.muted">
              {item.asin} · {item.condition}
            </Text>
          </Stack>
        </HStack>
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <ChannelStatusChips itemRef={item} />
          <Stack gap="0" textAlign="right">
            <Text fontWeight="semibold">{money(item.priceCents)}</Text>
            <HStack gap="1" justify="flex-end">
              <Text as="span" fontSize="sm" color="fg.muted">
                Qty
              </Text>
              <QuantityText
                total={item.totalQuantity}
                buffer={item.quantityBuffer}
                own={item.channelQuantity}
                listed={liveChannelFigures(item.listings, item.channelQuantities)}
              />
            </HStack>
            {item.hidden && <Badge size="sm">Hidden</Badge>}
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
});
