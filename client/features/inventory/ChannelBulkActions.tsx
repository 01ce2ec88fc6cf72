import { Button, HStack, Text } from '@chakra-ui/react';

/** One channel's group of the bulk bar (spec 000 §2): a button per action, each opening its confirmation. */
export function ChannelBulkActions<A extends string>({
  channel,
  actions,
  onPick,
}: {
  channel: string;
  actions: readonly { action: A; label: string; verb: string }[];
  onPick: (action: A) => void;
}) {
  return (
    <HStack gap="1" wrap="wrap" role="group" aria-label={`${channel} actions`}>
      <Text fontSize="xs" color="fg.muted" fontWeight="semibold">
        {channel}:
      </Text>
      {actions.map(({ action, label, verb }) => (
        <Button key={action} size="xs" variant="outline" colorPalette="brand" aria-label={verb} onClick={() => onPick(action)}>
          {label}
        </Button>
      ))}
    </HStack>
  );
}
