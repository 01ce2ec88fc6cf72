import { Center, Spinner } from '@chakra-ui/react';

/** A whole-page spinner: the first load while the guards run, and routes that only redirect. */
export function PageLoading() {
  return (
    <Center minH="60dvh" aria-live="polite">
      <Spinner size="lg" aria-label="Loading" />
    </Center>
  );
}
