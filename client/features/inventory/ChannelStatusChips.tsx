import { Badge, Stack } from '@chakra-ui/react';
import { statusColor, statusLabel } from './channelStatus.ts';

/** eBay and Shopify status chips: green listed, red FAILED_TO_LIST, yellow other, 'Not Listed' (spec 000 §2). */
export function ChannelStatusChips({ ebayStatus, shopifyStatus }: { ebayStatus?: string | null; shopifyStatus?: string | null }) {
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette={statusColor('ebay', ebayStatus ?? null)} variant="subtle" aria-label={`eBay: ${statusLabel(ebayStatus ?? null)}`}>
        eBay: {statusLabel(ebayStatus ?? null)}
      </Badge>
      <Badge colorPalette={statusColor('shopify', shopifyStatus ?? null)} variant="subtle" aria-label={`Shopify: ${statusLabel(shopifyStatus ?? null)}`}>
        Shopify: {statusLabel(shopifyStatus ?? null)}
      </Badge>
    </Stack>
  );
}
