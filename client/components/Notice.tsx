import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An inline status message (errors announced to screen readers). */
export function Notice({ status, children }: { status: 'error' | 'success' | 'info' | 'warning'; children: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
