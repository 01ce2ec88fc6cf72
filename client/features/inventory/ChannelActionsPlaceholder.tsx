import { Button, HStack, Text } from '@chakra-ui/react';
import { Tooltip } from '../../components/ui/tooltip.tsx';

/**
 * Channel actions of the bulk bar (spec 000 §2) not wired yet (Shopify's, until its issue): shown,
 * visibly disabled, saying why (focusable, so the reason is reachable by keyboard too).
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
