import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../components/ui/toaster.tsx';
import { ConfirmDialog } from '../billing/ConfirmDialog.tsx';
import { useTransferOwnership } from './mutations/teamMutations.ts';

/**
 * The owner gives the account to one of its Admins (issue 35: one Owner, transferable), after a
 * confirmation saying what changes: the Admin gets billing and the team, the owner becomes an Admin.
 */
export function TransferOwnership({ userId, member, onDone }: { userId: string; member: { userId: string; email: string }; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [transfer, busy] = useTransferOwnership();
  const confirm = () =>
    transfer({
      variables: { userId, memberId: member.userId },
      onCompleted: (r) => {
        setOpen(false);
        const message = (r.transferOwnership as { message?: string }).message;
        if (message) toaster.create({ type: 'error', title: message });
        else {
          toaster.create({ type: 'success', title: `${member.email} now owns the account` });
          onDone();
        }
      },
      onError: () => {
        setOpen(false);
        toaster.create({ type: 'error', title: 'Something went wrong' });
      },
    });
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
        Make owner
      </Button>
      <ConfirmDialog
        open={open}
        title={`Make ${member.email} the owner?`}
        confirmLabel="Transfer ownership"
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <Text>
          {member.email} gets billing and the team, and can transfer the account again. You stay in the account as an Admin: you can no longer manage billing or
          the team.
        </Text>
      </ConfirmDialog>
    </>
  );
}
