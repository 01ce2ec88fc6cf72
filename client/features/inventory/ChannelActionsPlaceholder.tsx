import { Button, HStack, Text } from '@chakra-ui/react';
import { Tooltip } from '../../components/ui/tooltip.tsx';

/**
 * The channel actions of the bulk bar (spec 000 §2). They are wired by the eBay and Shopify
 * issues; until then they are shown, visibly disabled, and say why (focusable, so the reason is
 * reachable by keyboard too).
 */
export function ChannelActionsPlaceholder({ channel, actions }: { channel: 'eBay' | 'Shopify'; actions: string[] }) {
  const reason = `${channel} actions come with ${channel} channel listing.`;
  return (
    <HStack gap="1" wrap="wrap" role="group" aria-label={`${channel} actions (not available yet)`}>
      <Text fontSize="xs" color="fg.muted" fontWeight="semibold">
        {channel}:
      </Text>
      {actions.map((a) => (
        <Tooltip key={a} content={reason}>
          <Button
            size="xs"
            variant="outline"
            aria-disabled="true"
            aria-description={reason}
            opacity={0.5}
            cursor="not-allowed"
            onClick={(e) => e.preventDefault()}
          >
            {a}
          </Button>
        </Tooltip>
      ))}
    </HStack>
  );
}
