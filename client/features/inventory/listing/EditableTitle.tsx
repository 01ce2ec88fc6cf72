import { useRef, useState } from 'react';
import { Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';

/** The item's title as the page heading, editable in place (Enter or leaving the field keeps it, Escape reverts). */
export function EditableTitle({ value, amazonTitle, onChange }: { value: string; amazonTitle: string; onChange: (title: string) => void }) {
  const [editing, setEditing] = useState(false);
  const before = useRef(value);
  const editButton = useRef<HTMLButtonElement>(null);

  function finish(keep: boolean) {
    // A blank title is dropped: Amazon's title applies again.
    if (!keep) onChange(before.current);
    else if (value.trim() === '') onChange(amazonTitle);
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  if (editing) {
    return (
      <Stack gap="1">
        <Input
          aria-label="Title"
          size="lg"
          fontSize="xl"
          fontWeight="semibold"
          autoFocus
          maxLength={500}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => finish(true)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') finish(true);
            if (e.key === 'Escape') finish(false);
          }}
          bg="bg"
        />
        <Text fontSize="xs" color="fg.muted">
          Enter to keep, Escape to cancel. Leave it empty to use Amazon's title.
        </Text>
      </Stack>
    );
  }
  return (
    <HStack align="flex-start" gap="3">
      <Heading as="h1" size="xl" flex="1" wordBreak="break-word">
        {value}
      </Heading>
      <Button
        ref={editButton}
        size="sm"
        variant="outline"
        onClick={() => {
          before.current = value;
          setEditing(true);
        }}
      >
        Edit title
      </Button>
    </HStack>
  );
}
