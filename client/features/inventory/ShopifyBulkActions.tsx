import { Button, HStack, Text } from '@chakra-ui/react';
import { SHOPIFY_ACTION_COPY, type ShopifyAction } from './shopifyActions.ts';

const ORDER: ShopifyAction[] = ['list', 'publish', 'delist', 'unpublish', 'reset'];

/** The Shopify group of the bulk bar (spec 000 §2): each opens its confirmation. */
export function ShopifyBulkActions({ onPick }: { onPick: (action: ShopifyAction) => void }) {
  return (
    <HStack gap="1" wrap="wrap" role="group" aria-label="Shopify actions">
      <Text fontSize="xs" color="fg.muted" fontWeight="semibold">
        Shopify:
      </Text>
      {ORDER.map((action) => (
        <Button key={action} size="xs" variant="outline" colorPalette="brand" aria-label={SHOPIFY_ACTION_COPY[action].verb} onClick={() => onPick(action)}>
          {SHOPIFY_ACTION_COPY[action].label}
        </Button>
      ))}
    </HStack>
  );
}
