import { Badge, Button, Link as ChakraLink, Field, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams, useSearchParams } from 'react-router';
import type { ActivityPageQuery } from '../../__generated__/ActivityPageQuery.graphql.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { toaster } from '../../components/ui/toaster.tsx';
import { getToken } from '../../relay/session.ts';
import { formatDateTime } from '../inventory/format.ts';
import { activityPageQuery } from './ActivityPageQuery.ts';

const VIA: Record<string, string> = { owner: 'Owner', member: 'Member', token: 'Access token', admin: 'Admin (impersonating)' };
/** Entries are written before their change runs: one that did not end 'done' says how it ended. */
const OUTCOME: Record<string, { text: string; palette: string }> = {
  failed: { text: 'Failed', palette: 'red' },
  refused: { text: 'Refused', palette: 'orange' },
  started: { text: 'Did not finish', palette: 'yellow' },
};

function Select({ label, value, options, onChange }: { label: string; value: string; options: Array<[string, string]>; onChange: (v: string) => void }) {
  return (
    <Field.Root maxW="16rem">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">All</option>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Downloads the filtered log as CSV (the REST export needs the session's bearer header, so not a plain link). */
async function exportCsv(userId: string, search: URLSearchParams, setBusy: (b: boolean) => void) {
  setBusy(true);
  try {
    const q = new URLSearchParams();
    for (const [from, to] of [
      ['member', 'memberId'],
      ['kind', 'kind'],
      ['from', 'from'],
      ['to', 'to'],
    ] as const)
      if (search.get(from)) q.set(to, search.get(from)!);
    const res = await fetch(`/api/v1/user/${userId}/activity.csv?${q}`, { headers: { authorization: `Bearer ${getToken()}` } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = 'activity.csv';
    a.click();
    URL.revokeObjectURL(url);
  } catch {
    toaster.create({ type: 'error', title: 'The export failed: try again' });
  } finally {
    setBusy(false);
  }
}

function Activity({ queryRef, userId }: { queryRef: PreloadedQuery<ActivityPageQuery>; userId: string }) {
  const data = usePreloadedQuery<ActivityPageQuery>(activityPageQuery, queryRef);
  const [search, setSearch] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setSearch(next);
  };
  const { activity } = data;
  const pages = Math.max(1, Math.ceil(activity.total / activity.pageSize));
  return (
    <Stack gap="4">
      <HStack align="end" wrap="wrap" gap="3">
        <Select
          label="Member"
          value={search.get('member') ?? ''}
          options={data.team.members.map((m) => [m.userId, m.email])}
          onChange={(v) => set('member', v)}
        />
        <Select label="Kind" value={search.get('kind') ?? ''} options={activity.kinds.map((k) => [k, k])} onChange={(v) => set('kind', v)} />
        <Field.Root maxW="11rem">
          <Field.Label>From</Field.Label>
          <Input size="sm" type="date" value={search.get('from') ?? ''} onChange={(e) => set('from', e.currentTarget.value)} />
        </Field.Root>
        <Field.Root maxW="11rem">
          <Field.Label>To</Field.Label>
          <Input size="sm" type="date" value={search.get('to') ?? ''} onChange={(e) => set('to', e.currentTarget.value)} />
        </Field.Root>
        <Button size="sm" variant="outline" loading={busy} onClick={() => exportCsv(userId, search, setBusy)}>
          Export CSV
        </Button>
      </HStack>
      <Text color="fg.muted">
        {activity.total} {activity.total === 1 ? 'change' : 'changes'} · kept one year
      </Text>
      {/* A phone scrolls the table, not the page. */}
      <Table.ScrollArea maxW="100%">
        <Table.Root size="sm" data-testid="activity">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>When</Table.ColumnHeader>
              <Table.ColumnHeader>Who</Table.ColumnHeader>
              <Table.ColumnHeader>From</Table.ColumnHeader>
              <Table.ColumnHeader>What</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {activity.entries.map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(String(e.createdAt))}</Table.Cell>
                <Table.Cell>{e.actorEmail ?? '—'}</Table.Cell>
                <Table.Cell>
                  <Badge>{VIA[e.via] ?? e.via}</Badge> {e.tokenName ?? ''}{' '}
                  {e.ip ? (
                    <Text as="span" color="fg.muted">
                      {e.ip}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <Text fontWeight="medium">{e.kind}</Text>
                    {OUTCOME[e.outcome] ? <Badge colorPalette={OUTCOME[e.outcome]!.palette}>{OUTCOME[e.outcome]!.text}</Badge> : null}
                  </HStack>
                  <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                    {e.what}
                  </Text>
                  {/* What the sync did after it is the items' own history (issue 35): one link per item. */}
                  {e.itemIds.length > 0 && (
                    <HStack gap="2" wrap="wrap" fontSize="xs">
                      {e.itemIds.slice(0, 3).map((id, i) => (
                        <ChakraLink key={id} asChild colorPalette="brand">
                          <RouterLink
                            to={`/account/${userId}/amazon-inventory/${id}`}
                          >{`Sync history${e.itemIds.length > 1 ? ` (item ${i + 1})` : ''}`}</RouterLink>
                        </ChakraLink>
                      ))}
                      {e.itemIds.length > 3 && <Text color="fg.muted">+{e.itemIds.length - 3} more</Text>}
                    </HStack>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {pages > 1 && (
        <HStack>
          <Button
            size="sm"
            variant="outline"
            disabled={activity.page <= 1}
            onClick={() => setSearch(new URLSearchParams({ ...Object.fromEntries(search), page: String(activity.page - 1) }))}
          >
            Previous
          </Button>
          <Text>
            Page {activity.page} of {pages}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={activity.page >= pages}
            onClick={() => setSearch(new URLSearchParams({ ...Object.fromEntries(search), page: String(activity.page + 1) }))}
          >
            Next
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** Activity (issue 35): every change in the account by a person or a token, filterable, exportable. */
export function ActivityPage() {
  const { userId = '-' } = useParams();
  const queryRef = useLoaderData() as PreloadedQuery<ActivityPageQuery>;
  return (
    <Stack gap="6" minW="0">
      <Heading as="h1" size="2xl">
        Activity
      </Heading>
      <Suspense fallback={<PageLoading />}>
        <Activity queryRef={queryRef} userId={userId} />
      </Suspense>
    </Stack>
  );
}
