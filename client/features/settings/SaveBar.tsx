import { Button, Flex, Text } from '@chakra-ui/react';

/** Spec 002 §2.4's save bar: shown while settings differ from the stored ones. */
export function SaveBar({ saving, disabled, onSave }: { saving: boolean; disabled: boolean; onSave: () => void }) {
  return (
    <Flex
      role="region"
      aria-label="Unsaved changes"
      position="sticky"
      bottom="3"
      zIndex="docked"
      gap="3"
      align="center"
      justify="space-between"
      wrap="wrap"
      p="3"
      rounded="lg"
      borderWidth="1px"
      bg="brand.subtle"
      shadow="lg"
    >
      <Text fontWeight="semibold">You have unsaved changes.</Text>
      <Button size="sm" colorPalette="brand" onClick={onSave} disabled={disabled || saving}>
        {saving ? 'Save in progress' : 'Save'}
      </Button>
    </Flex>
  );
}
