import { Button, Flex, Text } from '@chakra-ui/react';
import { useMay } from '../../components/accountAccess.tsx';
import { NOT_YOURS_TO_CHANGE } from '../../components/roleWords.ts';

/**
 * Spec 002 §2.4's save bar: shown while settings differ from the stored ones. `mutation` is the one
 * Save runs: a member whose role may not run it is told so instead of offered Save (issue 35).
 */
export function SaveBar({ saving, disabled, onSave, mutation }: { saving: boolean; disabled: boolean; onSave: () => void; mutation: string }) {
  const may = useMay()(mutation);
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
      <Text fontWeight="semibold">{may ? 'You have unsaved changes.' : NOT_YOURS_TO_CHANGE}</Text>
      {may && (
        <Button size="sm" colorPalette="brand" onClick={onSave} disabled={disabled || saving}>
          {saving ? 'Save in progress' : 'Save'}
        </Button>
      )}
    </Flex>
  );
}
