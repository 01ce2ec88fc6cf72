import { Box, Button, Container, HStack, Text } from '@chakra-ui/react';

/** Sticky bar while the listing has unsaved edits (spec 001 §2.12). */
export function SaveBar({ saving, disabled, onSave, onDiscard }: { saving: boolean; disabled: boolean; onSave: () => void; onDiscard: () => void }) {
  return (
    <Box role="region" aria-label="Unsaved changes" position="fixed" insetX="0" bottom="0" zIndex="sticky" bg="bg" borderTopWidth="1px" shadow="lg" py="3">
      <Container maxW="7xl">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text fontWeight="medium">You have unsaved changes.</Text>
          <HStack>
            <Button variant="outline" onClick={onDiscard} disabled={saving}>
              Discard
            </Button>
            <Button colorPalette="brand" onClick={onSave} loading={saving} loadingText="Save in progress" disabled={disabled}>
              Save
            </Button>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
