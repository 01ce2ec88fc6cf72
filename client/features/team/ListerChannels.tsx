import { Checkbox, HStack, Text } from '@chakra-ui/react';
import { toaster } from '../../components/ui/toaster.tsx';
import { CHANNELS } from '../channels/registry.ts';
import { useSetMemberChannels } from './mutations/teamMutations.ts';

interface Member {
  readonly userId: string;
  readonly email: string;
  readonly channels: ReadonlyArray<string> | null | undefined;
}

/**
 * A Lister's channels (issue 35): the owner may limit them to some of the registry's channels; the
 * server refuses their listing actions on the others. Every channel ticked is no limit.
 */
export function ListerChannels({ userId, member, manages, onChange }: { userId: string; member: Member; manages: boolean; onChange: () => void }) {
  const [save, saving] = useSetMemberChannels();
  const allowed = (code: string) => !member.channels || member.channels.includes(code);
  if (!manages) {
    return (
      <Text fontSize="xs" color="fg.muted">
        {member.channels
          ? `On ${CHANNELS.filter((c) => allowed(c.code))
              .map((c) => c.name)
              .join(', ')} only`
          : 'On every channel'}
      </Text>
    );
  }
  const toggle = (code: string, on: boolean) => {
    const next = CHANNELS.map((c) => c.code).filter((c) => (c === code ? on : allowed(c)));
    if (next.length === 0) {
      toaster.create({ type: 'warning', title: 'A Lister needs at least one channel (or choose the Viewer role).' });
      return;
    }
    save({
      variables: { userId, memberId: member.userId, channels: next },
      onCompleted: (r) => {
        const failed = r.setTeamMemberChannels.__typename !== 'Team';
        toaster.create(
          failed
            ? { type: 'error', title: (r.setTeamMemberChannels as { message?: string }).message ?? 'Something went wrong' }
            : { type: 'success', title: 'Channels saved' },
        );
        if (!failed) onChange();
      },
      onError: () => {
        toaster.create({ type: 'error', title: 'Something went wrong' });
      },
    });
  };
  return (
    <HStack gap="3" mt="2" wrap="wrap" role="group" aria-label={`Channels of ${member.email}`}>
      {CHANNELS.map((c) => (
        <Checkbox.Root key={c.code} size="sm" checked={allowed(c.code)} disabled={saving} onCheckedChange={(e) => toggle(c.code, !!e.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{c.name}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </HStack>
  );
}
