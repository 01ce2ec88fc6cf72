import { Button, HStack, Text } from '@chakra-ui/react';
import { ACTION_WORDS, type EbayAction } from './ebayActions.ts';

const ACTIONS: [EbayAction, string][] = [
  ['list', 'List'],
  ['revise', 'Revise'],
  ['delist', 'Delist'],
];

/** The eBay group of the bulk bar (spec 000 §2): each opens its confirmation. */
export function EbayBulkActions({ onPick }: { onPick: (action: EbayAction) => void }) {
  return (
    <HStack gap="1" wrap="wrap" role="group" aria-label="eBay actions">
      <Text fontSize="xs" color="fg.muted" fontWeight="semibold">
        eBay:
      </Text>
      {ACTIONS.map(([action, label]) => (
        <Button key={action} size="xs" variant="outline" colorPalette="brand" aria-label={ACTION_WORDS[action].verb} onClick={() => onPick(action)}>
          {label}
        </Button>
      ))}
    </HStack>
  );
}
