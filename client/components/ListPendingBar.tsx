import { Box } from '@chakra-ui/react';
import { useListChangePending } from './listPending.ts';

/**
 * A thin bar at the top of a list and a veil over its rows while the next rows load (listPending.ts).
 * Place it as the first child of a `position: relative` box around the rows.
 */
export function ListPendingBar({ list, label }: { list: string; label: string }) {
  const pending = useListChangePending(list);
  if (!pending) return null;
  return (
    <>
      <Box role="progressbar" aria-label={label} position="absolute" top="0" insetX="0" h="1" overflow="hidden" zIndex="1" rounded="full" bg="brand.muted">
        <Box h="full" w="40%" bg="brand.solid" animation="lb-pending 1s ease-in-out infinite" />
      </Box>
      <Box position="absolute" inset="0" bg="bg/60" pointerEvents="none" data-testid="list-pending" />
    </>
  );
}
