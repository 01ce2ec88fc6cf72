import { Box, Button, Container, HStack, Text } from '@chakra-ui/react';
import { useMay } from '../../../components/accountAccess.tsx';
import { NOT_YOURS_TO_CHANGE } from '../../../components/roleWords.ts';

/**
 * Sticky bar while the listing has unsaved edits (spec 001 §2.12). A member whose role may not save
 * the item (updateInventoryItem) is told so and can only discard (issue 35).
 */
export function SaveBar({ saving, disabled, onSave, onDiscard }: { saving: boolean; disabled: boolean; onSave: () => void; onDiscard: () => void }) {
  const may = useMay()('updateInventoryItem');
  return (
    <Box role="region" aria-label="Unsaved changes" position="fixed" insetX="0" bottom="0" zIndex="sticky" bg="bg" borderTopWidth="1px" shadow="lg" py="3">
      <Container maxW="7xl">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text fontWeight="medium">{may ? 'You have unsaved changes.' : NOT_YOURS_TO_CHANGE}</Text>
          <HStack>
            <Button variant="outline" onClick={onDiscard} disabled={saving}>
              Discard
            </Button>
            {may && (
              <Button colorPalette="brand" onClick={onSave} loading={saving} loadingText="Save in progress" disabled={disabled}>
                Save
              </Button>
            )}
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
