import { Button, HStack } from '@chakra-ui/react';
import { graphql, useMutation } from 'react-relay';
import type { SaleActionsRetryMutation } from '../../__generated__/SaleActionsRetryMutation.graphql.ts';
import type { SaleActionsCancelMutation } from '../../__generated__/SaleActionsCancelMutation.graphql.ts';
import { useMay } from '../../components/accountAccess.tsx';
import { toaster } from '../../components/ui/toaster.tsx';

/** Retry or Cancel for an order Amazon could not fulfil; `onDone` re-reads the page. */
export function SaleActions({ userId, saleId, onDone }: { userId: string; saleId: string; onDone: () => void }) {
  const may = useMay();
  const [retry, retrying] = useMutation<SaleActionsRetryMutation>(graphql`
    mutation SaleActionsRetryMutation($userId: String!, $saleId: String!) {
      retrySaleFulfilment(userId: $userId, saleId: $saleId) {
        ok
        message
      }
    }
  `);
  const [cancel, cancelling] = useMutation<SaleActionsCancelMutation>(graphql`
    mutation SaleActionsCancelMutation($userId: String!, $saleId: String!) {
      cancelSaleFulfilment(userId: $userId, saleId: $saleId) {
        ok
        message
      }
    }
  `);
  const answer = (ok: boolean, message: string | null | undefined, done: string) => {
    toaster.create(ok ? { type: 'success', title: done } : { type: 'error', title: message ?? 'Something went wrong.' });
    onDone();
  };
  // A member whose role does not take in sales (issue 35) is not offered what the server would refuse.
  const [mayRetry, mayCancel] = [may('retrySaleFulfilment'), may('cancelSaleFulfilment')];
  if (!mayRetry && !mayCancel) return null;
  return (
    <HStack gap="1">
      {mayRetry && (
        <Button
          size="xs"
          colorPalette="brand"
          loading={retrying}
          onClick={() =>
            retry({
              variables: { userId, saleId },
              onCompleted: (r) => answer(r.retrySaleFulfilment.ok, r.retrySaleFulfilment.message, 'Sent to Amazon again'),
            })
          }
        >
          Retry
        </Button>
      )}
      {mayCancel && (
        <Button
          size="xs"
          variant="outline"
          loading={cancelling}
          onClick={() =>
            cancel({
              variables: { userId, saleId },
              onCompleted: (r) => answer(r.cancelSaleFulfilment.ok, r.cancelSaleFulfilment.message, 'Fulfilment cancelled'),
            })
          }
        >
          Cancel
        </Button>
      )}
    </HStack>
  );
}
