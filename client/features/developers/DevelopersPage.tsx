import { Badge, Box, Code, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import sdl from '../../../schema.graphql?raw';
import { ACCESS_TOKEN_SCOPES, SCOPE_DESCRIPTIONS } from '../../../shared/api/token-scopes.ts';
import { buildReference, type RefField, type RefType } from './reference.ts';
import { curlOf, EXAMPLES } from './examples.ts';

const ENDPOINT = `${window.location.origin}/graphql`;

function FieldRow({ f }: { f: RefField }) {
  return (
    <Table.Row>
      <Table.Cell verticalAlign="top">
        <Code>{f.name}</Code>
        {f.args.length > 0 && (
          <Text fontSize="xs" color="fg.muted" mt="1">
            ({f.args.map((a) => `${a.name}: ${a.type}`).join(', ')})
          </Text>
        )}
      </Table.Cell>
      <Table.Cell verticalAlign="top">
        <Code>{f.type}</Code>
      </Table.Cell>
      <Table.Cell verticalAlign="top">
        {f.description}
        {f.scope !== 'open' && (
          <Badge ms="2" colorPalette="brand" variant="subtle">
            {f.scope}
          </Badge>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

function Fields({ fields, label }: { fields: RefField[]; label: string }) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Field</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Description</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fields.map((f) => (
            <FieldRow key={f.name} f={f} />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function TypeEntry({ t }: { t: RefType }) {
  return (
    <Box as="section" id={`type-${t.name}`} aria-label={t.name}>
      <Heading as="h4" size="sm" fontFamily="mono">
        {t.kind === 'object' ? '' : `${t.kind} `}
        {t.name}
      </Heading>
      {t.description && <Text fontSize="sm">{t.description}</Text>}
      {t.fields.length > 0 && <Fields fields={t.fields} label={`${t.name} fields`} />}
      {t.values.length > 0 && (
        <Text fontSize="sm">
          Values:{' '}
          {t.values.map((v, i) => (
            <span key={v.name}>
              {i > 0 && ', '}
              <Code>{v.name}</Code>
              {v.description && ` (${v.description})`}
            </span>
          ))}
        </Text>
      )}
    </Box>
  );
}

const Pre = ({ children }: { children: string }) => (
  <Box as="pre" bg="gray.900" color="gray.50" p="3" borderRadius="md" fontSize="xs" overflowX="auto" whiteSpace="pre">
    {children}
  </Box>
);

/**
 * /developers: the partner API's documentation (issue 18). The prose is written here; the reference
 * is generated from schema.graphql and the token rules, so it always shows what a token can reach.
 */
export function DevelopersPage() {
  const ref = useMemo(() => buildReference(sdl), []);
  return (
    <Stack gap="8" maxW="5xl" minW="0">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          ListBridge API
        </Heading>
        <Text color="fg.muted">
          One GraphQL endpoint for your inventory, listings and sync: <Code>{ENDPOINT}</Code>
        </Text>
      </Stack>

      <Stack as="section" aria-label="Authentication" gap="2">
        <Heading as="h2" size="lg">
          Authentication
        </Heading>
        <Text>
          Create an access token in{' '}
          <Link asChild colorPalette="brand" textDecoration="underline">
            <RouterLink to="/account/-/settings/api">Settings › API &amp; Webhooks</RouterLink>
          </Link>{' '}
          with the scopes your integration needs. Its secret (<Code>lb_pat_…</Code>) is shown once; store it like a password. Send it on every request:
        </Text>
        <Pre>{'Authorization: Bearer lb_pat_…'}</Pre>
        <Text>
          A token acts only for the seller who made it and only within its scopes. An unknown, revoked or expired token gets HTTP 401 (
          <Code>UNAUTHENTICATED</Code>); a field outside its scopes gets HTTP 403 (<Code>INSUFFICIENT_SCOPE</Code>) and nothing runs. Tokens never reach
          account, billing, password, two-factor or token-management fields. Where a field takes <Code>userId</Code>, pass <Code>"-"</Code>.
        </Text>
      </Stack>

      <Stack as="section" aria-label="Scopes" gap="2">
        <Heading as="h2" size="lg">
          Scopes
        </Heading>
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Scopes">
            <Table.Body>
              {ACCESS_TOKEN_SCOPES.map((s) => (
                <Table.Row key={s}>
                  <Table.Cell>
                    <Code>{s}</Code>
                  </Table.Cell>
                  <Table.Cell>{SCOPE_DESCRIPTIONS[s]}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Stack>

      <Stack as="section" aria-label="Limits" gap="2">
        <Heading as="h2" size="lg">
          Limits
        </Heading>
        <Text>
          Each query has a cost: every field counts 1 and a list multiplies what it selects by its page size (10 when unknown). A token may spend 20,000 cost
          points a minute. Every answer carries <Code>RateLimit-Limit</Code>, <Code>RateLimit-Remaining</Code>, <Code>RateLimit-Reset</Code> (seconds) and{' '}
          <Code>X-Query-Cost</Code>; past the budget the answer is HTTP 429 with <Code>Retry-After</Code> and the error code <Code>RATE_LIMITED</Code>. One
          query may cost at most 5,000, nest at most 12 levels and select at most 200 fields.
        </Text>
        <Text>
          Persisted queries: send <Code>{'{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"<sha256 of the query>"}}}'}</Code> alone; if the answer is{' '}
          <Code>PersistedQueryNotFound</Code>, send the query with the same extensions once, and the hash alone works from then on (Apollo’s automatic persisted
          queries).
        </Text>
      </Stack>

      <Stack as="section" aria-label="Pagination and errors" gap="2">
        <Heading as="h2" size="lg">
          Pagination and errors
        </Heading>
        <Text>
          Lists are Relay connections: <Code>first</Code>/<Code>after</Code> (or <Code>last</Code>/<Code>before</Code>) with{' '}
          <Code>edges {'{ cursor node }'}</Code> and <Code>pageInfo</Code>; they also take <Code>page</Code> and <Code>pageSize</Code> (25, 50, 100 or 250) and
          answer <Code>totalCount</Code>.
        </Text>
        <Text>
          Expected failures are not GraphQL errors: a mutation answers a union of its result and error types, each error implementing{' '}
          <Code>Error {'{ code message }'}</Code>. Select <Code>__typename</Code> and <Code>... on Error {'{ code message }'}</Code> and branch on{' '}
          <Code>code</Code>; show <Code>message</Code> to people.
        </Text>
      </Stack>

      <Stack as="section" aria-label="Webhooks" gap="2">
        <Heading as="h2" size="lg">
          Webhooks
        </Heading>
        <Text>
          Add endpoints in Settings › API &amp; Webhooks and choose their events: <Code>item.quantity_changed</Code>, <Code>listing.status_changed</Code>,{' '}
          <Code>sale.created</Code>, <Code>sale.fulfilled</Code>, <Code>sync.failed</Code> (and <Code>ping</Code>, the test event). Each delivery is a POST of{' '}
          <Code>{'{ id, type, created, data }'}</Code> with the headers <Code>ListBridge-Event-Id</Code> (the same on every retry: use it to ignore repeats) and{' '}
          <Code>ListBridge-Signature</Code>. Answer with any 2xx within 10 seconds; anything else is retried after 1, 2, 4, 8 … minutes for up to a day, in
          order for each object. An endpoint failing for three days is disabled and you get an e-mail. In production endpoints must be https on a public
          address.
        </Text>
        <Text>
          Verify the signature over the raw body before trusting it (<Code>t</Code> is the Unix time; refuse it when older than five minutes):
        </Text>
        <Pre>{`// ListBridge-Signature: t=1795000000,v1=5257a869…
import { createHmac, timingSafeEqual } from 'node:crypto';
function verify(secret, header, rawBody) {
  const { t, v1 } = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  return v1?.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}`}</Pre>
      </Stack>

      <Stack as="section" aria-label="Examples" gap="4">
        <Heading as="h2" size="lg">
          Examples
        </Heading>
        {EXAMPLES.map((e) => (
          <Stack key={e.title} gap="1">
            <Heading as="h3" size="md">
              {e.title}
            </Heading>
            <Text fontSize="sm">
              {e.text} Scopes: {e.scopes.join(', ')}.
            </Text>
            <Pre>{e.query}</Pre>
            {e === EXAMPLES[0] && <Pre>{curlOf(ENDPOINT, e)}</Pre>}
          </Stack>
        ))}
      </Stack>

      <Stack as="section" aria-label="Reference" gap="4">
        <Heading as="h2" size="lg">
          Reference
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Generated from the schema: what an access token can reach, with the scope each field needs.
        </Text>
        <Heading as="h3" size="md">
          Queries
        </Heading>
        <Fields fields={ref.roots.query} label="Queries" />
        <Heading as="h3" size="md">
          Mutations
        </Heading>
        <Fields fields={ref.roots.mutation} label="Mutations" />
        <Heading as="h3" size="md">
          Types
        </Heading>
        <Stack gap="5">
          {ref.types.map((t) => (
            <TypeEntry key={t.name} t={t} />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
