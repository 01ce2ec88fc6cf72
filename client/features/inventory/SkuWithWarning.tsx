import { Box, HStack, Icon, Text } from '@chakra-ui/react';
import { Tooltip } from '../../components/ui/tooltip.tsx';

export const DOUBLE_QUOTE_WARNING = 'Skus that contain double quotes are not supported for AutoOrdering.';

/** A SKU, with a warning icon when it contains a double quote (spec 000 §2). */
export function SkuWithWarning({ sku }: { sku: string }) {
  return (
    // minW 0: a long SKU wraps inside its column instead of running under the image beside it.
    <HStack gap="1" wrap="nowrap" maxW="full" minW="0">
      <Text as="span" fontWeight="medium" wordBreak="break-all" overflowWrap="anywhere" minW="0">
        {sku}
      </Text>
      {sku.includes('"') && (
        <Tooltip content={DOUBLE_QUOTE_WARNING}>
          <Box
            as="span"
            display="inline-flex"
            tabIndex={0}
            role="img"
            aria-label={DOUBLE_QUOTE_WARNING}
            color="fg.error"
            flexShrink={0}
            rounded="sm"
            focusRing="outside"
          >
            <Icon boxSize="4">
              <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
              </svg>
            </Icon>
          </Box>
        </Tooltip>
      )}
    </HStack>
  );
}
