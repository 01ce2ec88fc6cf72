// Admin users list, 'User Stats Data' (spec 002 §2.16, §3): search (300 ms debounce), Sort menu,
// Has eBay / Has Shopify, all in the query string (search, sort, has_ebay, has_shopify, page,
// per_page), choices other than the page kept in local storage under adminUsers.<name>.
import { Badge, Box, Button, Field, Flex, Heading, HStack, Input, Link, NativeSelect, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useSearchParams } from 'react-router';
import type { AdminUsersPageQuery } from '../../__generated__/AdminUsersPageQuery.graphql.ts';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { adminTime, pageWindow, saveChoice } from './format.ts';
import { adminUsersChoice, type AdminUsersFilter, adminUsersVariables, SCOPE } from './adminUsersParams.ts';
import { adminUsersPageQuery } from './AdminUsersPageQuery.ts';
import type { adminUsersLoader } from './loaders.ts';

export const SORTS: [string, string][] = [
  ['created_at_reversed', 'Newest first'],
  ['created_at', 'Oldest first'],
  ['email', 'Email A–Z'],
  ['email_reversed', 'Email Z–A'],
  ['name', 'Name A–Z'],
  ['name_reversed', 'Name Z–A'],
  ['sales_reversed', 'Most sales'],
  ['sales', 'Fewest sales'],
  ['item_count_reversed', 'Most items'],
  ['item_count', 'Fewest items'],
  ['ebay_listings_reversed', 'Most eBay listings'],
  ['ebay_listings', 'Fewest eBay listings'],
  ['shopify_listings_reversed', 'Most Shopify listings'],
  ['shopify_listings', 'Fewest Shopify listings'],
];
const STRIPE_CUSTOMER_URL = 'https://dashboard.stripe.com/customers/';

function useAdminParams() {
  const [params, setParams] = useSearchParams();
  const get = (k: AdminUsersFilter) => adminUsersChoice(params, k);
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') {
      next.delete('page');
      saveChoice(SCOPE, name, value);
    }
    setParams(next);
  };
  return { params, get, set };
}

function Rows({ queryRef, onPage }: { queryRef: PreloadedQuery<AdminUsersPageQuery>; onPage: (p: number) => void }) {
  const data = usePreloadedQuery<AdminUsersPageQuery>(adminUsersPageQuery, queryRef);
  const { documents, numPages, page, total } = data.adminUsers;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {total} users
      </Text>
      <Box h="600px" overflow="auto" borderWidth="1px" borderRadius="md" bg="bg" data-testid="admin-users-table">
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              {['Email', 'Platform IDs', 'Joined', 'Items', 'eBay Listings', 'Shopify Listings', 'Sales', 'Plan', 'Actions'].map((h) => (
                <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {documents.map((u) => (
              <Table.Row key={u.userId} data-testid="admin-user-row">
                <Table.Cell>
                  <Text>{u.email || 'No Email'}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {u.userId}
                  </Text>
                </Table.Cell>
                <Table.Cell fontSize="xs">
                  {u.platformIds.amazon && <Text>Amazon: {u.platformIds.amazon}</Text>}
                  {u.platformIds.ebay && <Text>eBay: {u.platformIds.ebay}</Text>}
                  {u.platformIds.shopify && <Text>Shopify: {u.platformIds.shopify}</Text>}
                  {u.platformIds.onbuy && <Text>OnBuy: {u.platformIds.onbuy}</Text>}
                </Table.Cell>
                <Table.Cell>{adminTime(String(u.createdAt))}</Table.Cell>
                <Table.Cell>{u.itemCount}</Table.Cell>
                <Table.Cell>{u.ebayListings}</Table.Cell>
                <Table.Cell>{u.shopifyListings}</Table.Cell>
                <Table.Cell>{u.sales}</Table.Cell>
                <Table.Cell fontSize="xs">
                  {u.plans.length === 0
                    ? '—'
                    : u.plans.map((p) => (
                        <Badge key={p.channel} mr="1" colorPalette={p.status === 'active' ? 'green' : 'gray'}>
                          {p.displayName}
                        </Badge>
                      ))}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2" wrap="wrap">
                    <Link asChild fontSize="sm">
                      <RouterLink to={`/admin/${u.userId}`} aria-label={`Administrate ${u.email}`}>
                        Administrate
                      </RouterLink>
                    </Link>
                    {u.stripeCustomerId && (
                      <Link href={`${STRIPE_CUSTOMER_URL}${u.stripeCustomerId}`} target="_blank" rel="noopener noreferrer" fontSize="sm">
                        Stripe
                      </Link>
                    )}
                    <Link asChild fontSize="sm">
                      <RouterLink to={`/account/${u.userId}/amazon-inventory/`}>Inventory</RouterLink>
                    </Link>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Pagination page={page} numPages={numPages} onPage={onPage} />
    </Stack>
  );
}

function Pagination({ page, numPages, onPage }: { page: number; numPages: number; onPage: (p: number) => void }) {
  return (
    <HStack as="nav" aria-label="Pagination" gap="1" wrap="wrap">
      <Button size="sm" variant="outline" display={{ base: 'none', lg: 'inline-flex' }} disabled={page <= 1} onClick={() => onPage(1)}>
        First
      </Button>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {pageWindow(page, numPages).map((p) => (
        <Button key={p} size="sm" variant={p === page ? 'solid' : 'outline'} aria-current={p === page ? 'page' : undefined} onClick={() => onPage(p)}>
          {p}
        </Button>
      ))}
      <Button size="sm" variant="outline" disabled={page >= numPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
      <Button size="sm" variant="outline" display={{ base: 'none', lg: 'inline-flex' }} disabled={page >= numPages} onClick={() => onPage(numPages)}>
        Last
      </Button>
    </HStack>
  );
}

function Select({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange: (v: string) => void }) {
  return (
    <Field.Root w={{ base: 'full', md: '14rem' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
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

function UsersList({ queryRef }: { queryRef: PreloadedQuery<AdminUsersPageQuery> }) {
  const { params, get, set } = useAdminParams();
  const [text, setText] = useState(get('search') ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const urlSearch = get('search') ?? '';
  useEffect(() => setText(urlSearch), [urlSearch]);
  const onSearch = (v: string) => {
    setText(v);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => set('search', v.trim()), 300);
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const vars = adminUsersVariables(params);
  const yesNo: [string, string][] = [
    ['', 'Any'],
    ['true', 'Yes'],
    ['false', 'No'],
  ];
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        User Stats Data
      </Heading>
      <Flex gap="3" wrap="wrap" align="end">
        <Field.Root w={{ base: 'full', md: '20rem' }}>
          <Field.Label>Search</Field.Label>
          <Input size="sm" type="search" placeholder="Email, name or user id" value={text} onChange={(e) => onSearch(e.currentTarget.value)} />
        </Field.Root>
        <Select label="Sort" value={vars.sort} options={SORTS} onChange={(v) => set('sort', v)} />
        <Select label="Has eBay" value={get('has_ebay') ?? ''} options={yesNo} onChange={(v) => set('has_ebay', v)} />
        <Select label="Has Shopify" value={get('has_shopify') ?? ''} options={yesNo} onChange={(v) => set('has_shopify', v)} />
        <Select label="Per page" value={String(vars.perPage)} options={['10', '25', '50', '100'].map((n) => [n, n])} onChange={(v) => set('per_page', v)} />
      </Flex>
      <Suspense
        fallback={
          <Flex justify="center" py="16">
            <Spinner size="lg" aria-label="Loading" />
          </Flex>
        }
      >
        <Rows queryRef={queryRef} onPage={(p) => set('page', String(p))} />
      </Suspense>
    </Stack>
  );
}

/** /admin/: the users list for admins; anyone else sees the not-found page. */
export function AdminUsersPage() {
  const { users } = useLoaderData<typeof adminUsersLoader>();
  return users ? <UsersList queryRef={users} /> : <NotFoundPage />;
}
