import { Stack, Text } from '@chakra-ui/react';

/** Total quantity, and with a buffer the quantity the channels get (FBA + MFN − buffer, never below 0). */
export function QuantityText({ total, buffer, channel }: { total: number; buffer?: number | null; channel: number }) {
  return (
    <Stack gap="0">
      <Text as="span">{total}</Text>
      {buffer != null && (
        <Text as="span" fontSize="xs" color="fg.muted">
          buffer {buffer} → {channel}
        </Text>
      )}
    </Stack>
  );
}
