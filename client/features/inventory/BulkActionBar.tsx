import { useState } from 'react';
import { Box, Button, Flex, HStack, Separator, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { BulkActionBar_items$key } from '../../__generated__/BulkActionBar_items.graphql.ts';
import { EbayActionDialog } from './EbayActionDialog.tsx';
import { EbayBulkActions } from './EbayBulkActions.tsx';
import type { EbayAction } from '../channels/ebay/ebayActions.ts';
import { HideItemsDialog } from './HideItemsDialog.tsx';
import { QuantityBufferDialog } from './QuantityBufferDialog.tsx';
import { ShopifyActionDialog } from './ShopifyActionDialog.tsx';
import { ShopifyBulkActions } from './ShopifyBulkActions.tsx';
import type { ShopifyAction } from '../channels/shopify/shopifyActions.ts';
import { OnbuyActionDialog, OnbuyBulkActions } from './OnbuyBulkActions.tsx';
import type { OnbuyAction } from '../channels/onbuy/onbuyActions.ts';

type Open = null | 'hide' | 'unhide' | 'buffer' | { ebay: EbayAction } | { shopify: ShopifyAction } | { onbuy: OnbuyAction };

/** Shown while items are selected: their count and the bulk actions (spec 000 §2). */
export function BulkActionBar({
  itemRefs,
  userId,
  onClear,
  onDone,
}: {
  itemRefs: BulkActionBar_items$key;
  userId: string;
  onClear: () => void;
  onDone: () => void;
}) {
  const items = useFragment(
    graphql`
      fragment BulkActionBar_items on InventoryItem @relay(plural: true) {
        id
        sellerSku
        fbaQuantity
        mfnQuantity
        ebayListing {
          status
          live
          inProgress
        }
        shopifyListing {
          status
          live
          inProgress
        }
        onbuyListing {
          status
          live
          inProgress
        }
      }
    `,
    itemRefs,
  );
  const [open, setOpen] = useState<Open>(null);
  // On a phone the bar is one line (count, Actions, Clear) until the seller opens the actions, so a
  // selection does not cover a third of the screen; from md up everything shows.
  const [expanded, setExpanded] = useState(false);
  const ids = items.map((i) => i.id);
  const done = () => {
    onClear();
    onDone();
  };
  if (items.length === 0 && open === null) return null;

  return (
    <>
      {items.length > 0 && (
        <Box
          role="region"
          aria-label="Bulk actions"
          position="sticky"
          bottom={{ base: '0', md: '3' }}
          zIndex="docked"
          bg="bg"
          borderWidth="1px"
          rounded="lg"
          shadow="lg"
          p={{ base: '2', md: '3' }}
          maxH={{ base: '50dvh', md: 'none' }}
          overflowY="auto"
        >
          <Flex gap={{ base: '2', md: '3' }} align="center" wrap="wrap">
            <Text fontWeight="semibold" aria-live="polite">
              {items.length} selected
            </Text>
            <Button size="sm" variant="outline" hideFrom="md" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
              {expanded ? 'Fewer actions' : 'Actions'}
            </Button>
            <Button size="sm" variant="ghost" onClick={onClear} ml={{ base: 'auto', md: '0' }} order={{ base: 0, md: 1 }}>
              Clear selection
            </Button>
            <Flex gap="3" align="center" wrap="wrap" w={{ base: 'full', md: 'auto' }} display={{ base: expanded ? 'flex' : 'none', md: 'flex' }}>
              <HStack gap="2" wrap="wrap">
                <Button size="sm" variant="outline" onClick={() => setOpen('hide')}>
                  Hide
                </Button>
                <Button size="sm" variant="outline" onClick={() => setOpen('unhide')}>
                  Unhide
                </Button>
                <Button size="sm" variant="outline" onClick={() => setOpen('buffer')}>
                  Set Quantity Buffer
                </Button>
              </HStack>
              <Separator orientation="vertical" height="6" hideBelow="md" />
              <EbayBulkActions onPick={(ebay) => setOpen({ ebay })} />
              <Separator orientation="vertical" height="6" hideBelow="md" />
              <ShopifyBulkActions onPick={(shopify) => setOpen({ shopify })} />
              <Separator orientation="vertical" height="6" hideBelow="md" />
              <OnbuyBulkActions onPick={(onbuy) => setOpen({ onbuy })} />
            </Flex>
          </Flex>
        </Box>
      )}
      <HideItemsDialog
        open={open === 'hide' || open === 'unhide'}
        hidden={open === 'hide'}
        ids={ids}
        userId={userId}
        onClose={() => setOpen(null)}
        onDone={done}
      />
      <EbayActionDialog
        action={typeof open === 'object' && open !== null && 'ebay' in open ? open.ebay : null}
        items={items}
        userId={userId}
        onClose={() => setOpen(null)}
        onDone={done}
      />
      <ShopifyActionDialog
        action={typeof open === 'object' && open !== null && 'shopify' in open ? open.shopify : null}
        items={items}
        userId={userId}
        onClose={() => setOpen(null)}
        onDone={done}
      />
      <OnbuyActionDialog
        action={typeof open === 'object' && open !== null && 'onbuy' in open ? open.onbuy : null}
        items={items}
        userId={userId}
        onClose={() => setOpen(null)}
        onDone={done}
      />
      <QuantityBufferDialog open={open === 'buffer'} items={items} userId={userId} onClose={() => setOpen(null)} onDone={done} />
    </>
  );
}
