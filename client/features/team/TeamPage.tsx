import { Badge, Button, Card, Checkbox, Field, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { type PreloadedQuery, usePreloadedQuery, useQueryLoader } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { TeamPageQuery } from '../../__generated__/TeamPageQuery.graphql.ts';
import type { TeamPageInvitationsQuery } from '../../__generated__/TeamPageInvitationsQuery.graphql.ts';
import { toaster } from '../../components/ui/toaster.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { formatDateTime } from '../inventory/format.ts';
import { teamInvitationsQuery, teamPageQuery } from './TeamPageQuery.ts';
import { useChangeRole, useInviteMember, useRemoveMember, useRequireTwoFactor, useRevokeInvitation } from './mutations/teamMutations.ts';
import { ListerChannels } from './ListerChannels.tsx';
import { TransferOwnership } from './TransferOwnership.tsx';
import { ROLE_CHOICES, roleWord } from './roles.ts';

type Result = { __typename: string; message?: string } | null | undefined;

/** A toast for a mutation's answer; true when it went through. */
function reported(result: Result, done: string): boolean {
  if (result && result.__typename !== '%other' && !result.message) {
    toaster.create({ type: 'success', title: done });
    return true;
  }
  toaster.create({ type: 'error', title: result?.message ?? 'Something went wrong' });
  return false;
}

function RoleSelect({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <NativeSelect.Root size="sm" maxW="12rem">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {ROLE_CHOICES.map((r) => (
          <option key={r.value} value={r.value} title={r.description}>
            {r.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function Invitations({ queryRef, userId, onChange }: { queryRef: PreloadedQuery<TeamPageInvitationsQuery>; userId: string; onChange: () => void }) {
  const data = usePreloadedQuery<TeamPageInvitationsQuery>(teamInvitationsQuery, queryRef);
  const [revoke, revoking] = useRevokeInvitation();
  if (!data.team.invitations.length) return <Text color="fg.muted">No invitations waiting.</Text>;
  return (
    <Stack gap="2" data-testid="team-invitations">
      {data.team.invitations.map((i) => (
        <HStack key={i.id} justify="space-between" wrap="wrap">
          <Text>
            {i.email} as {roleWord(i.role)} · expires {formatDateTime(String(i.expiresAt))}
          </Text>
          <Button
            size="xs"
            variant="outline"
            loading={revoking}
            onClick={() =>
              revoke({
                variables: { userId, id: i.id },
                onCompleted: (r) => {
                  if (reported(r.revokeTeamInvitation, 'Invitation withdrawn')) onChange();
                },
              })
            }
          >
            Withdraw
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

function InviteForm({ userId, onChange }: { userId: string; onChange: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('LISTER');
  const [invite, inviting] = useInviteMember();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        invite({
          variables: { userId, email, role: role as never },
          onCompleted: (r) => {
            if (reported(r.inviteTeamMember, `Invitation sent to ${email}`)) {
              setEmail('');
              onChange();
            }
          },
        });
      }}
    >
      <HStack align="end" wrap="wrap" gap="3">
        <Field.Root maxW="20rem">
          <Field.Label>E-mail</Field.Label>
          <Input type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} placeholder="name@example.com" />
        </Field.Root>
        <Field.Root maxW="12rem">
          <Field.Label>Role</Field.Label>
          <RoleSelect value={role} onChange={setRole} label="Role of the invited person" />
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={inviting}>
          Invite
        </Button>
      </HStack>
    </form>
  );
}

function Team({ queryRef, userId, reload }: { queryRef: PreloadedQuery<TeamPageQuery>; userId: string; reload: () => void }) {
  const data = usePreloadedQuery<TeamPageQuery>(teamPageQuery, queryRef);
  const manages = data.teamAccess.permissions.includes('TEAM_MANAGE');
  const [changeRole] = useChangeRole();
  const [remove, removing] = useRemoveMember();
  const [requireTwoFactor, saving2fa] = useRequireTwoFactor();
  // The waiting invitations only for whoever manages the team (others are refused them): loaded
  // once the page knows the role, and again after every change.
  const [invitationsRef, loadInvitations] = useQueryLoader<TeamPageInvitationsQuery>(teamInvitationsQuery);
  const [fetchKey, setFetchKey] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetchKey asks for a fresh read after a change
  useEffect(() => {
    if (manages) loadInvitations({ userId }, { fetchPolicy: 'network-only' });
  }, [manages, userId, fetchKey, loadInvitations]);
  const changed = () => {
    reload();
    setFetchKey((k) => k + 1);
  };
  return (
    <Stack gap="6">
      <Text color="fg.muted">Your role here: {roleWord(data.teamAccess.role)}</Text>
      <Table.ScrollArea maxW="100%">
        <Table.Root size="sm" data-testid="team-members">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Person</Table.ColumnHeader>
              <Table.ColumnHeader>Role</Table.ColumnHeader>
              <Table.ColumnHeader>Two-factor</Table.ColumnHeader>
              {manages && <Table.ColumnHeader />}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.team.members.map((m) => (
              <Table.Row key={m.userId}>
                <Table.Cell>{m.email}</Table.Cell>
                <Table.Cell>
                  {manages && m.role !== 'OWNER' ? (
                    <RoleSelect
                      label={`Role of ${m.email}`}
                      value={m.role}
                      onChange={(role) =>
                        changeRole({
                          variables: { userId, memberId: m.userId, role: role as never },
                          onCompleted: (r) => {
                            if (reported(r.changeTeamMemberRole, 'Role changed')) changed();
                          },
                        })
                      }
                    />
                  ) : (
                    <Badge>{roleWord(m.role)}</Badge>
                  )}
                  {m.role === 'LISTER' && <ListerChannels userId={userId} member={m} manages={manages} onChange={changed} />}
                </Table.Cell>
                <Table.Cell>{m.twoFactorEnabled ? 'On' : 'Off'}</Table.Cell>
                {manages && (
                  <Table.Cell textAlign="end">
                    {m.role === 'ADMIN' && (
                      <TransferOwnership
                        userId={userId}
                        member={m}
                        onDone={() => {
                          // Billing and the team are no longer theirs: the shell (menus) and this page read again.
                          window.location.reload();
                        }}
                      />
                    )}{' '}
                    {/* The account's own login (an Admin of it after a transfer) stays: only its role changes. */}
                    {m.role !== 'OWNER' && m.userId !== data.team.accountId && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        loading={removing}
                        onClick={() =>
                          remove({
                            variables: { userId, memberId: m.userId },
                            onCompleted: (r) => {
                              if (reported(r.removeTeamMember, `${m.email} removed`)) changed();
                            },
                          })
                        }
                      >
                        Remove
                      </Button>
                    )}
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {manages && (
        <>
          <Card.Root>
            <Card.Body gap="4">
              <Heading as="h2" size="md">
                Invite a person
              </Heading>
              <InviteForm userId={userId} onChange={changed} />
              <Heading as="h3" size="sm">
                Waiting invitations
              </Heading>
              <Suspense fallback={<Text color="fg.muted">Loading…</Text>}>
                {invitationsRef && <Invitations queryRef={invitationsRef} userId={userId} onChange={changed} />}
              </Suspense>
            </Card.Body>
          </Card.Root>
          <Checkbox.Root
            checked={data.team.requireTwoFactor}
            disabled={saving2fa}
            onCheckedChange={(e) => requireTwoFactor({ variables: { userId, required: !!e.checked }, onCompleted: () => changed() })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Require two-factor authentication for every member</Checkbox.Label>
          </Checkbox.Root>
        </>
      )}
    </Stack>
  );
}

/** Settings › Team (issue 35): the people in the account; the owner invites, changes roles and removes. */
export function TeamPage() {
  const { userId = '-' } = useParams();
  const initial = useLoaderData() as PreloadedQuery<TeamPageQuery>;
  const [queryRef, load] = useQueryLoader<TeamPageQuery>(teamPageQuery, initial);
  return (
    <Stack gap="6" maxW="4xl" minW="0">
      <Heading as="h1" size="2xl">
        Team
      </Heading>
      <Suspense fallback={<PageLoading />}>
        {queryRef && <Team queryRef={queryRef} userId={userId} reload={() => load({ userId }, { fetchPolicy: 'network-only' })} />}
      </Suspense>
    </Stack>
  );
}
