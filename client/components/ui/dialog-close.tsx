import { CloseButton, Dialog } from '@chakra-ui/react';

/** A dialog's ✕ in its corner (Chakra's dialog snippet's close trigger). */
export function DialogCloseX() {
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" />
    </Dialog.CloseTrigger>
  );
}
