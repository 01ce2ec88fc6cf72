import { Fragment, useState } from 'react';
import { Box, Button, Flex, HStack, Separator, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { BulkActionBar_items$key } from '../../__generated__/BulkActionBar_items.graphql.ts';
import type { ChannelCode } from '../channels/names.ts';
import { CHANNELS } from '../channels/registry.ts';
import type { ItemActionDeclaration } from '../channels/types.ts';
import { ChannelBulkActions } from './ChannelBulkActions.tsx';
import { ChannelItemActionDialog } from './ChannelItemActionDialog.tsx';
import { HideItemsDialog } from './HideItemsDialog.tsx';
import { QuantityBufferDialog } from './QuantityBufferDialog.tsx';
import { useMay } from '../../components/accountAccess.tsx';

type Open = null | 'hide' | 'unhide' | 'buffer' | { channel: ChannelCode; action: ItemActionDeclaration['action'] };

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
        listings {
          channel
          status
          live
          inProgress
        }
      }
    `,
    itemRefs,
  );
  const [open, setOpen] = useState<Open>(null);
  // Issue 35: only the actions the person's role (and channels) allow in this account.
  const may = useMay();
  const channels = CHANNELS.filter((c) => may('listingAction', c.code));
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
                {may('setItemsHidden') && (
                  <>
                    <Button size="sm" variant="outline" onClick={() => setOpen('hide')}>
                      Hide
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setOpen('unhide')}>
                      Unhide
                    </Button>
                  </>
                )}
                {may('setQuantityBuffer') && (
                  <Button size="sm" variant="outline" onClick={() => setOpen('buffer')}>
                    Set Quantity Buffer
                  </Button>
                )}
              </HStack>
              {channels.map((channel) => (
                <Fragment key={channel.code}>
                  <Separator orientation="vertical" height="6" hideBelow="md" />
                  <ChannelBulkActions
                    channel={channel.name}
                    actions={channel.itemActions.actions}
                    onPick={(action) => setOpen({ channel: channel.code, action })}
                  />
                </Fragment>
              ))}
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
      {CHANNELS.map((channel) => (
        <ChannelItemActionDialog
          key={channel.code}
          channel={channel}
          action={typeof open === 'object' && open !== null && open.channel === channel.code ? open.action : null}
          items={items}
          userId={userId}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      ))}
      <QuantityBufferDialog open={open === 'buffer'} items={items} userId={userId} onClose={() => setOpen(null)} onDone={done} />
    </>
  );
}
