import { Breadcrumb, Clipboard, HStack, IconButton, Link, Text, Wrap } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ListingHeader_item$key } from '../../../__generated__/ListingHeader_item.graphql.ts';
import { ChannelStatusChips } from '../ChannelStatusChips.tsx';
import { SkuWithWarning } from '../SkuWithWarning.tsx';

/** Amazon's product page on the seller's marketplace (amazon.com without one). */
export const amazonProductUrl = (asin: string, domain: string | null) => `https://www.${domain ?? 'amazon.com'}/dp/${encodeURIComponent(asin)}`;

/** Breadcrumb (Amazon Inventory › SKU), the ASIN linked to Amazon with a copy button, and the statuses. */
export function ListingHeader({ itemRef, userId, marketplaceDomain }: { itemRef: ListingHeader_item$key; userId: string; marketplaceDomain: string | null }) {
  const item = useFragment(
    graphql`
      fragment ListingHeader_item on InventoryItem {
        sellerSku
        asin
        condition
        itemType
        hidden
        ...ChannelStatusChips_item
      }
    `,
    itemRef,
  );
  return (
    <>
      <Breadcrumb.Root>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={`/account/${userId}/amazon-inventory/`}>Amazon Inventory</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink wordBreak="break-all">{item.sellerSku}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Wrap gap="4" align="center">
        <HStack gap="1">
          <Text color="fg.muted">SKU</Text>
          <SkuWithWarning sku={item.sellerSku} />
        </HStack>
        <HStack gap="1">
          <Text color="fg.muted">ASIN</Text>
          <Link
            href={amazonProductUrl(item.asin, marketplaceDomain)}
            target="_blank"
            rel="noopener noreferrer"
            colorPalette="brand"
            aria-label={`${item.asin} on Amazon (opens in a new tab)`}
          >
            {item.asin}
          </Link>
          <Clipboard.Root value={item.asin}>
            <Clipboard.Trigger asChild>
              <IconButton variant="ghost" size="xs" aria-label="Copy ASIN">
                <Clipboard.Indicator />
              </IconButton>
            </Clipboard.Trigger>
          </Clipboard.Root>
        </HStack>
        <Text color="fg.muted">
          {item.condition} · {item.itemType === 'MFN' ? 'Merchant' : 'Amazon (FBA)'}
          {item.hidden ? ' · Hidden' : ''}
        </Text>
        <ChannelStatusChips itemRef={item} />
      </Wrap>
    </>
  );
}
