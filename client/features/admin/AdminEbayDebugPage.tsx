// Admin eBay debug page (spec 002 §2.16, /admin/{userId}/ebay): each button makes one real eBay
// call for the seller through their eBay connection; the answer (or the refusal) is shown as
// formatted JSON or XML in the 'Response' box. Limit, Offset and Quantity are whole numbers, 0 when
// not a number. Without a user id: 'Missing user id'; an unknown one: 'Invalid user id'.
import { Box, Button, Card, Code, Field, Flex, Heading, HStack, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router';
import type {
  AdminEbayDebugCall,
  AdminEbayDebugPageMutation,
  AdminEbayDebugPageMutation$variables,
} from '../../__generated__/AdminEbayDebugPageMutation.graphql.ts';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { AdminSection } from './AdminSection.tsx';
import { adminErrorText, wholeNumber } from './format.ts';
import type { adminLoader } from './loaders.ts';

const debugMutation = graphql`
  mutation AdminEbayDebugPageMutation(
    $userId: String!
    $call: AdminEbayDebugCall!
    $asin: String
    $sku: String
    $itemId: String
    $offerId: String
    $limit: Int
    $offset: Int
    $quantity: Int
  ) {
    adminEbayDebug(userId: $userId, call: $call, asin: $asin, sku: $sku, itemId: $itemId, offerId: $offerId, limit: $limit, offset: $offset, quantity: $quantity) {
      __typename
      ... on AdminEbayDebugResult {
        call
        ok
        format
        body
      }
      ... on Error {
        message
      }
    }
  }
`;

type Extra = Omit<AdminEbayDebugPageMutation$variables, 'userId' | 'call'>;
interface Answer {
  call: string;
  ok: boolean;
  format: string;
  body: string;
}

/** An input of the page; Enter runs its read (`onEnter`), never a write. */
function TextField(props: { label: string; value: string; onChange: (v: string) => void; inputMode?: 'numeric'; onEnter?: () => void }) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <Input
        size="sm"
        value={props.value}
        inputMode={props.inputMode}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && props.onEnter) {
            e.preventDefault();
            props.onEnter();
          }
        }}
      />
    </Field.Root>
  );
}

function DebugPage({ userId }: { userId: string }) {
  const [commit, busy] = useMutation<AdminEbayDebugPageMutation>(debugMutation);
  const [running, setRunning] = useState<AdminEbayDebugCall | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [asin, setAsin] = useState('');
  const [limit, setLimit] = useState('');
  const [offset, setOffset] = useState('');
  const [sku, setSku] = useState('');
  const [itemId, setItemId] = useState('');
  const [quantity, setQuantity] = useState('');
  const [offerId, setOfferId] = useState('');

  const run = (call: AdminEbayDebugCall, extra: Extra = {}) => {
    if (!userId) {
      setAnswer({ call, ok: false, format: 'text', body: 'Missing user id' });
      return;
    }
    setRunning(call);
    commit({
      variables: { userId, call, ...extra },
      onCompleted: (res, errors) => {
        setRunning(null);
        const r = res.adminEbayDebug;
        if (errors?.length || !r) setAnswer({ call, ok: false, format: 'text', body: errors?.[0] ? adminErrorText(errors[0]) : 'Unknown error' });
        else if (r.__typename === 'AdminEbayDebugResult') setAnswer({ call: r.call ?? call, ok: !!r.ok, format: r.format ?? 'json', body: r.body ?? '' });
        else setAnswer({ call, ok: false, format: 'text', body: r.__typename === '%other' ? 'Unknown error' : (r.message ?? 'Unknown error') });
      },
      onError: (err) => {
        setRunning(null);
        setAnswer({ call, ok: false, format: 'text', body: adminErrorText(err) });
      },
    });
  };

  const button = (label: string, call: AdminEbayDebugCall, extra?: () => Extra) => (
    <Button size="sm" variant="outline" loading={busy && running === call} disabled={busy && running !== call} onClick={() => run(call, extra?.())}>
      {label}
    </Button>
  );

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          eBay Debug
        </Heading>
        <Text color="fg.muted">
          User <Code>{userId || '—'}</Code>
        </Text>
        <HStack gap="4" wrap="wrap">
          <Link asChild>
            <RouterLink to={`/admin/${userId}`}>Back to the user</RouterLink>
          </Link>
        </HStack>
      </Stack>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <AdminSection title="Account">
          <Flex gap="2" wrap="wrap">
            {button('Get User Info', 'USER_INFO')}
            {button('Get Transactions', 'TRANSACTIONS')}
            {button('Get Rate Table', 'RATE_TABLE')}
            {button('Get KYC', 'KYC')}
            {button('Get Account XML', 'ACCOUNT_XML')}
            {button('Get Orders', 'ORDERS')}
            {button('Get Seller Profiles', 'SELLER_PROFILES')}
            {button('Opt In To Selling Policy Management', 'OPT_IN_SELLING_POLICY_MANAGEMENT')}
          </Flex>
        </AdminSection>

        <AdminSection title="Inventory">
          <HStack align="end" wrap="wrap">
            <TextField label="ASIN" value={asin} onChange={setAsin} onEnter={() => run('DB_ITEM_BY_ASIN', { asin })} />
            {button('Get DB Item By Asin', 'DB_ITEM_BY_ASIN', () => ({ asin }))}
          </HStack>
          <HStack align="end" wrap="wrap">
            <Box flex="1" minW="6rem">
              <TextField
                label="Limit"
                value={limit}
                onChange={setLimit}
                inputMode="numeric"
                onEnter={() => run('INVENTORY_ITEMS', { limit: wholeNumber(limit), offset: wholeNumber(offset) })}
              />
            </Box>
            <Box flex="1" minW="6rem">
              <TextField
                label="Offset"
                value={offset}
                onChange={setOffset}
                inputMode="numeric"
                onEnter={() => run('INVENTORY_ITEMS', { limit: wholeNumber(limit), offset: wholeNumber(offset) })}
              />
            </Box>
            {button('Get Inventory Items', 'INVENTORY_ITEMS', () => ({ limit: wholeNumber(limit), offset: wholeNumber(offset) }))}
          </HStack>
          <TextField label="SKU" value={sku} onChange={setSku} onEnter={() => run('INVENTORY_ITEM', { sku })} />
          <Flex gap="2" wrap="wrap">
            {button('Get Inventory Item by SKU', 'INVENTORY_ITEM', () => ({ sku }))}
            {button('Get Offers', 'OFFERS', () => ({ sku }))}
          </Flex>
        </AdminSection>

        <AdminSection title="Listing">
          <TextField label="Item ID" value={itemId} onChange={setItemId} onEnter={() => run('ITEM', { itemId })} />
          <Flex gap="2" wrap="wrap">
            {button('Get Item By Legacy Id', 'ITEM', () => ({ itemId }))}
            {button('Get Group', 'ITEM_GROUP', () => ({ itemId }))}
            {button('Get Item XML', 'ITEM_XML', () => ({ itemId }))}
          </Flex>
          <TextField label="Quantity" value={quantity} onChange={setQuantity} inputMode="numeric" />
          <Flex gap="2" wrap="wrap">
            {button('Revise Quantity', 'REVISE_QUANTITY', () => ({ itemId, quantity: wholeNumber(quantity) }))}
            {button('Revise Quantity XML', 'REVISE_QUANTITY_XML', () => ({ itemId, quantity: wholeNumber(quantity) }))}
          </Flex>
        </AdminSection>

        <AdminSection title="Offer">
          <TextField label="Offer ID" value={offerId} onChange={setOfferId} onEnter={() => run('OFFER', { offerId })} />
          <Box>{button('Get Offer', 'OFFER', () => ({ offerId }))}</Box>
        </AdminSection>
      </SimpleGrid>

      <Card.Root as="section" aria-label="Response">
        <Card.Header>
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h2" size="md">
              Response
            </Heading>
            {answer && (
              <Text fontSize="sm" color={answer.ok ? 'fg.muted' : 'fg.error'} data-testid="debug-response-meta">
                {answer.call} · {answer.format.toUpperCase()}
                {answer.ok ? '' : ' · error'}
              </Text>
            )}
          </HStack>
        </Card.Header>
        <Card.Body>
          <Box
            as="pre"
            data-testid="debug-response"
            aria-live="polite"
            fontFamily="mono"
            fontSize="xs"
            whiteSpace="pre"
            maxW="full"
            maxH="600px"
            overflow="auto"
            bg="bg.muted"
            p="3"
            borderRadius="md"
            minH="6rem"
          >
            {answer ? answer.body : 'Press a button to call eBay.'}
          </Box>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** /admin/{userId}/ebay: an admin's eBay diagnostics for one seller; anyone else sees the not-found page. */
export function AdminEbayDebugPage() {
  const { isAdmin } = useLoaderData<typeof adminLoader>();
  const { userId = '' } = useParams();
  if (!isAdmin) return <NotFoundPage />;
  return <DebugPage userId={userId.trim()} />;
}
