import { Alert, Badge, Box, Button, Card, Checkbox, Code, Field, Heading, HStack, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router';
import type { ApiSettingsPage_query$data, ApiSettingsPage_query$key } from '../../__generated__/ApiSettingsPage_query.graphql.ts';
import type { ApiSettingsPageQuery } from '../../__generated__/ApiSettingsPageQuery.graphql.ts';
import type { ApiSettingsPageRefetchQuery } from '../../__generated__/ApiSettingsPageRefetchQuery.graphql.ts';
import { apiSettingsPageQuery } from './ApiSettingsPageQuery.ts';
import { toaster } from '../../components/ui/toaster.tsx';
import { ACCESS_TOKEN_SCOPES, SCOPE_DESCRIPTIONS } from '../../../shared/api/token-scopes.ts';
import { formatDateTime } from '../inventory/format.ts';
import { usePollWhile } from '../inventory/usePollWhile.ts';
import { EbayListingsLoading as Loading } from '../listings/EbayListingsLoading.tsx';
import {
  useCreateEndpoint,
  useCreateToken,
  useDeleteEndpoint,
  useRedeliver,
  useRevokeToken,
  useRotateSecret,
  useSendTest,
  useUpdateEndpoint,
} from './mutations/apiMutations.ts';
import { deliveryStatusWord } from '../../../shared/status-words.ts';

const EVENTS = [
  ['ITEM_QUANTITY_CHANGED', 'item.quantity_changed'],
  ['LISTING_STATUS_CHANGED', 'listing.status_changed'],
  ['SALE_CREATED', 'sale.created'],
  ['SALE_FULFILLED', 'sale.fulfilled'],
  ['SYNC_FAILED', 'sync.failed'],
] as const;
type EventName = (typeof EVENTS)[number][0];
type Data = ApiSettingsPage_query$data;

/** A secret shown once, with a copy button. */
function SecretOnce({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title>{label}: copy it now, it is not shown again.</Alert.Title>
        <Code data-testid="secret-once" wordBreak="break-all" whiteSpace="normal" p="2">
          {secret}
        </Code>
        <HStack>
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() =>
              navigator.clipboard?.writeText(secret).then(
                () => toaster.create({ type: 'success', title: 'Copied' }),
                () => toaster.create({ type: 'error', title: 'Could not copy: select the text instead' }),
              )
            }
          >
            Copy
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            Done
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}

function TokensCard({ userId, tokens, refresh }: { userId: string; tokens: Data['accessTokens']; refresh: () => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['INVENTORY_READ']);
  const [expires, setExpires] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [create, creating] = useCreateToken();
  const [revoke] = useRevokeToken();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    create({
      variables: {
        userId,
        input: { name, scopes: scopes as never, expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null },
      },
      onCompleted: (r) => {
        const out = r.createAccessToken;
        if (out.__typename === 'AccessTokenCreated') {
          setSecret(out.token ?? null);
          setName('');
          refresh();
        } else setError(out.__typename === '%other' ? 'Something went wrong.' : (out.message ?? 'Something went wrong.'));
      },
      onError: () => setError('Something went wrong. Please try again.'),
    });
  };

  return (
    <Card.Root as="section" aria-label="Access tokens">
      <Card.Header>
        <Card.Title as="h2">Access tokens</Card.Title>
        <Card.Description>
          Tokens let your own systems and partners use the{' '}
          <Link asChild colorPalette="brand" textDecoration="underline">
            <RouterLink to="/developers">ListBridge API</RouterLink>
          </Link>{' '}
          for this account, within the scopes you choose.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {secret && <SecretOnce label="Your new token" secret={secret} onDone={() => setSecret(null)} />}
          {tokens.length === 0 ? (
            <Text color="fg.muted">No tokens yet.</Text>
          ) : (
            <Box overflowX="auto">
              <Table.Root size="sm" aria-label="Access tokens">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Name</Table.ColumnHeader>
                    <Table.ColumnHeader>Scopes</Table.ColumnHeader>
                    <Table.ColumnHeader>Last used</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {tokens.map((t) => (
                    <Table.Row key={t.id}>
                      <Table.Cell>
                        {t.name}
                        <Text fontSize="xs" color="fg.muted">
                          {t.tokenHint}
                        </Text>
                      </Table.Cell>
                      <Table.Cell fontSize="xs">{t.scopes.join(', ')}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{t.lastUsedAt ? formatDateTime(t.lastUsedAt) : 'Never'}</Table.Cell>
                      <Table.Cell>
                        {t.active ? (
                          <Badge colorPalette="green">{t.expiresAt ? `Active until ${formatDateTime(t.expiresAt)}` : 'Active'}</Badge>
                        ) : (
                          <Badge colorPalette="gray">{t.revokedAt ? 'Revoked' : 'Expired'}</Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {t.active &&
                          (confirming === t.id ? (
                            <HStack justify="end">
                              <Button
                                size="xs"
                                colorPalette="red"
                                onClick={() =>
                                  revoke({
                                    variables: { id: t.id },
                                    onCompleted: () => {
                                      setConfirming(null);
                                      refresh();
                                    },
                                  })
                                }
                              >
                                Revoke {t.name}
                              </Button>
                              <Button size="xs" variant="outline" onClick={() => setConfirming(null)}>
                                Keep
                              </Button>
                            </HStack>
                          ) : (
                            <Button size="xs" variant="outline" onClick={() => setConfirming(t.id)}>
                              Revoke
                            </Button>
                          ))}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
          <Stack as="form" onSubmit={submit} gap="3" aria-label="New access token" borderTopWidth="1px" pt="4">
            <Heading as="h3" size="sm">
              New token
            </Heading>
            <Field.Root required>
              <Field.Label>Token name</Field.Label>
              <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Warehouse system" maxLength={100} />
            </Field.Root>
            <Stack gap="1" role="group" aria-label="Scopes">
              <Text fontWeight="medium" fontSize="sm">
                Scopes
              </Text>
              {ACCESS_TOKEN_SCOPES.map((s) => (
                <Checkbox.Root
                  key={s}
                  checked={scopes.includes(s)}
                  onCheckedChange={(c) => setScopes((old) => (c.checked ? [...old, s] : old.filter((x) => x !== s)))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <Code>{s}</Code>{' '}
                    <Text as="span" fontSize="sm" color="fg.muted">
                      {SCOPE_DESCRIPTIONS[s]}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            <Field.Root maxW="xs">
              <Field.Label>Expires (optional)</Field.Label>
              <Input type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
            </Field.Root>
            {error && <Text color="red.600">{error}</Text>}
            <HStack>
              <Button type="submit" colorPalette="brand" disabled={!name.trim() || scopes.length === 0} loading={creating}>
                Create Token
              </Button>
            </HStack>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

type Endpoint = Data['webhookEndpoints'][number];

function EndpointEntry({ userId, ep, refresh, onSent }: { userId: string; ep: Endpoint; refresh: () => void; onSent: () => void }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [update] = useUpdateEndpoint();
  const [rotate] = useRotateSecret();
  const [remove] = useDeleteEndpoint();
  const [sendTest, sending] = useSendTest();
  const [redeliver] = useRedeliver();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const done = (title: string) => (r: Record<string, { __typename: string; message?: string } | null>) => {
    const out = Object.values(r)[0];
    if (out && 'message' in out && out.message) toaster.create({ type: 'error', title: out.message });
    else if (title) toaster.create({ type: 'success', title });
    refresh();
  };
  return (
    <Box as="section" aria-label={`Endpoint ${ep.url}`} borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Stack gap="0" minW="0">
            <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
              {ep.url}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {ep.events.map((e) => EVENTS.find(([n]) => n === e)?.[1] ?? e).join(', ')}
            </Text>
          </Stack>
          <Badge colorPalette={ep.enabled ? 'green' : 'gray'}>{ep.enabled ? 'Enabled' : 'Disabled'}</Badge>
        </HStack>
        {ep.disabledReason && (
          <Text color="red.600" fontSize="sm">
            {ep.disabledReason}
          </Text>
        )}
        {secret && <SecretOnce label="The new signing secret" secret={secret} onDone={() => setSecret(null)} />}
        <HStack wrap="wrap" gap="2">
          <Button
            size="xs"
            colorPalette="brand"
            loading={sending}
            disabled={!ep.enabled}
            onClick={() =>
              sendTest({
                variables: { userId, id: ep.id },
                onCompleted: (r) => {
                  done('Test event queued')(r);
                  onSent();
                },
              })
            }
          >
            Send Test Event
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => update({ variables: { userId, id: ep.id, enabled: !ep.enabled }, onCompleted: done(ep.enabled ? 'Disabled' : 'Enabled') })}
          >
            {ep.enabled ? 'Disable' : 'Enable'}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() =>
              rotate({
                variables: { userId, id: ep.id },
                onCompleted: (r) => {
                  if (r.rotateWebhookSecret.__typename === 'WebhookEndpointWithSecret') setSecret(r.rotateWebhookSecret.secret ?? null);
                },
              })
            }
          >
            Rotate Secret
          </Button>
          {confirmDelete ? (
            <>
              <Button size="xs" colorPalette="red" onClick={() => remove({ variables: { userId, id: ep.id }, onCompleted: done('Endpoint deleted') })}>
                Delete Endpoint
              </Button>
              <Button size="xs" variant="outline" onClick={() => setConfirmDelete(false)}>
                Keep
              </Button>
            </>
          ) : (
            <Button size="xs" variant="outline" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          )}
        </HStack>
        {ep.deliveries.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No deliveries yet.
          </Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={`Deliveries to ${ep.url}`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Event</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Response</Table.ColumnHeader>
                  <Table.ColumnHeader>Time</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {ep.deliveries.map((d) => (
                  <Table.Row key={d.id}>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {d.eventType}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={d.status === 'SUCCEEDED' ? 'green' : d.status === 'FAILED' ? 'red' : 'yellow'}>{deliveryStatusWord(d.status)}</Badge>
                      {d.attempts > 1 && <Text fontSize="xs">{d.attempts} attempts</Text>}
                    </Table.Cell>
                    <Table.Cell fontSize="xs">
                      {d.responseCode ?? '—'}
                      {d.latencyMs != null && ` · ${d.latencyMs} ms`}
                      {d.lastError && d.status !== 'SUCCEEDED' && <Text color="red.600">{d.lastError}</Text>}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap" fontSize="xs">
                      {formatDateTime(d.createdAt)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => redeliver({ variables: { userId, deliveryId: d.id }, onCompleted: done('Redelivery queued') })}
                      >
                        Redeliver
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

function WebhooksCard({
  userId,
  endpoints,
  refresh,
  onSent,
}: {
  userId: string;
  endpoints: Data['webhookEndpoints'];
  refresh: () => void;
  onSent: () => void;
}) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<EventName[]>(['LISTING_STATUS_CHANGED']);
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useCreateEndpoint();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    create({
      variables: { userId, url, events },
      onCompleted: (r) => {
        const out = r.createWebhookEndpoint;
        if (out.__typename === 'WebhookEndpointWithSecret') {
          setSecret(out.secret ?? null);
          setUrl('');
          refresh();
        } else setError(out.__typename === '%other' ? 'Something went wrong.' : (out.message ?? 'Something went wrong.'));
      },
      onError: () => setError('Something went wrong. Please try again.'),
    });
  };
  return (
    <Card.Root as="section" aria-label="Webhooks">
      <Card.Header>
        <Card.Title as="h2">Webhooks</Card.Title>
        <Card.Description>
          ListBridge POSTs events to your endpoints as JSON, signed with the endpoint’s secret in the <Code>ListBridge-Signature</Code> header (
          <Link asChild colorPalette="brand" textDecoration="underline">
            <RouterLink to="/developers">how to verify it</RouterLink>
          </Link>
          ). Failed deliveries are retried for a day.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {secret && <SecretOnce label="The endpoint’s signing secret" secret={secret} onDone={() => setSecret(null)} />}
          {endpoints.length === 0 && <Text color="fg.muted">No endpoints yet.</Text>}
          {endpoints.map((ep) => (
            <EndpointEntry key={ep.id} userId={userId} ep={ep} refresh={refresh} onSent={onSent} />
          ))}
          <Stack as="form" onSubmit={submit} gap="3" aria-label="New webhook endpoint" borderTopWidth="1px" pt="4">
            <Heading as="h3" size="sm">
              Add an endpoint
            </Heading>
            <Field.Root required>
              <Field.Label>Endpoint URL</Field.Label>
              <Input value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/webhooks/listbridge" type="url" />
            </Field.Root>
            <Stack gap="1" role="group" aria-label="Events">
              <Text fontWeight="medium" fontSize="sm">
                Events
              </Text>
              {EVENTS.map(([value, label]) => (
                <Checkbox.Root
                  key={value}
                  checked={events.includes(value)}
                  onCheckedChange={(c) => setEvents((old) => (c.checked ? [...old, value] : old.filter((x) => x !== value)))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <Code>{label}</Code>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            {error && <Text color="red.600">{error}</Text>}
            <HStack>
              <Button type="submit" colorPalette="brand" disabled={!url.trim() || events.length === 0} loading={creating}>
                Add Endpoint
              </Button>
            </HStack>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ApiSettingsContent({ queryRef, userId }: { queryRef: ApiSettingsPage_query$key; userId: string }) {
  const [data, refetch] = useRefetchableFragment<ApiSettingsPageRefetchQuery, ApiSettingsPage_query$key>(
    graphql`
      fragment ApiSettingsPage_query on Query @refetchable(queryName: "ApiSettingsPageRefetchQuery") {
        accessTokens(userId: $userId) {
          id
          name
          scopes
          tokenHint
          lastUsedAt
          expiresAt
          revokedAt
          active
        }
        webhookEndpoints(userId: $userId) {
          id
          url
          events
          enabled
          disabledReason
          deliveries(first: 20) {
            id
            eventType
            status
            attempts
            responseCode
            latencyMs
            lastError
            createdAt
          }
        }
      }
    `,
    queryRef,
  );
  // After an action and while deliveries are on their way: the tokens and endpoints again from the
  // server, the ones on screen kept until the answer is in.
  const refresh = () => refetch({}, { fetchPolicy: 'store-and-network' });
  // Deliveries go out from the job queue: follow pending ones until they settle.
  usePollWhile(
    data.webhookEndpoints.some((e) => e.deliveries.some((d) => d.status === 'PENDING')),
    refresh,
    2000,
  );
  const [justSent, setJustSent] = useState(0);
  usePollWhile(
    justSent > 0,
    () => {
      refresh();
      setJustSent((n) => Math.max(0, n - 1));
    },
    1500,
  );
  return (
    <Stack gap="6">
      <TokensCard userId={userId} tokens={data.accessTokens} refresh={refresh} />
      {/* A test event reaches the log once the job has run: follow it for a few seconds. */}
      <WebhooksCard userId={userId} endpoints={data.webhookEndpoints} refresh={refresh} onSent={() => setJustSent(4)} />
    </Stack>
  );
}

function ApiSettingsQuery({ queryRef, userId }: { queryRef: PreloadedQuery<ApiSettingsPageQuery>; userId: string }) {
  const data = usePreloadedQuery<ApiSettingsPageQuery>(apiSettingsPageQuery, queryRef);
  return <ApiSettingsContent queryRef={data} userId={userId} />;
}

/** Settings › API & Webhooks (issue 18): access tokens for the partner API and outbound webhooks. */
export function ApiSettingsPage() {
  const { userId = '-' } = useParams();
  const queryRef = useLoaderData() as PreloadedQuery<ApiSettingsPageQuery>;
  return (
    <Stack gap="6" maxW="4xl" minW="0">
      <Heading as="h1" size="2xl">
        API &amp; Webhooks
      </Heading>
      <Suspense fallback={<Loading />}>
        <ApiSettingsQuery queryRef={queryRef} userId={userId} />
      </Suspense>
    </Stack>
  );
}
