// Parts of the Sales page: the price with small cents, the fulfilment status colours, the sortable
// headers, the cards, and the CSV export that needs the session token.
import type { ReactNode } from 'react';
import { Badge, Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { saleStatusWord } from '../../../shared/status-words.ts';
import { nextSalesSort, type SalesSort } from './salesParams.ts';
import { currencySymbol } from '../../money/money.ts';
import { getToken } from '../../relay/session.ts';

/** Spec 001 §2.8: the currency symbol and amount with the cents in small type; '?' when unknown. */
export function Price({ cents, currency }: { cents: number; currency: string }) {
  if (!currency) return <>?</>;
  const whole = Math.trunc(cents / 100).toLocaleString('en-US');
  return (
    <Text as="span" whiteSpace="nowrap">
      {currencySymbol(currency)}
      {whole}
      <Text as="sup" fontSize="0.7em">
        .{String(Math.abs(cents) % 100).padStart(2, '0')}
      </Text>
    </Text>
  );
}

export const STATUS_COLOURS: Record<string, string> = {
  FULFILLED: 'green',
  MCF_REQUESTED: 'blue',
  NEW: 'yellow',
  UNFULFILLABLE: 'red',
  CANCELLED: 'gray',
  SKIPPED: 'gray',
};

/** An export needs the session token (a plain link would not send it): fetched, then saved under `filename`. */
export function downloadWithToken(e: React.MouseEvent, url: string, filename: string) {
  e.preventDefault();
  const token = getToken();
  void fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
    .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
    .then((blob) => {
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = filename;
      a.click();
      URL.revokeObjectURL(a.href);
    })
    .catch(() => undefined);
}

/** A sortable column header of a Sales table: ascending, then descending, then the default sort. */
export function SortHeader({ label, field, sort, onSort }: { label: string; field: SalesSort; sort: string; onSort: (s: string) => void }) {
  const state = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
  return (
    <Table.ColumnHeader aria-sort={state} whiteSpace="nowrap">
      <Button variant="ghost" size="xs" px="1" fontWeight="semibold" onClick={() => onSort(nextSalesSort(sort, field))} aria-label={`Sort by ${label}`}>
        {label}
        <span aria-hidden>{state === 'ascending' ? '▲' : state === 'descending' ? '▼' : ''}</span>
      </Button>
    </Table.ColumnHeader>
  );
}

/**
 * The sales of a page as cards: below the tablet width they replace the table (as the inventory does),
 * so status, fulfilment and tracking stay on screen; `everywhere` for a page of cards only (OnBuy's).
 */
export function SaleCardList({ label, children, everywhere = false }: { label: string; children: ReactNode; everywhere?: boolean }) {
  if (everywhere)
    return (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" as="ul" listStyleType="none" aria-label={label}>
        {children}
      </SimpleGrid>
    );
  return (
    <Stack as="ul" listStyleType="none" gap="3" hideFrom="md" aria-label={label}>
      {children}
    </Stack>
  );
}

/** One sale as a card: the order and its status, when and how it was paid, its lines, the price and profit, then the fulfilment. */
export function SaleCard({
  label,
  order,
  status,
  meta,
  lines,
  price,
  profit,
  children,
}: {
  label: string;
  order: ReactNode;
  status: string;
  /** The line under the order: when, (how it is delivered,) how it was paid. */
  meta: readonly string[];
  lines: readonly { key: string; sku: ReactNode; name: string; quantity: number }[];
  price: ReactNode;
  profit: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root as="li" size="sm" aria-label={label}>
      <Card.Header>
        <Flex justify="space-between" gap="2" wrap="wrap" align="flex-start">
          {order}
          <Badge colorPalette={STATUS_COLOURS[status] ?? 'gray'}>{saleStatusWord(status)}</Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {meta.join(' · ')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="2" fontSize="sm">
          <Stack as="ul" gap="1" listStyleType="none">
            {lines.map((l) => (
              <Box as="li" key={l.key}>
                <Text>
                  {l.quantity} × {l.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                  {l.sku}
                </Text>
              </Box>
            ))}
          </Stack>
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="semibold">{price}</Text>
            <Text fontSize="sm">Profit: {profit}</Text>
          </Flex>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A Sales page's heading with its 'Export Sales' ({slug}_sales.csv of the chosen period, the session
 * token sent along); no export without a slug.
 */
export function SalesHeader({
  title,
  userId,
  slug,
  period,
}: {
  title: string;
  userId: string;
  slug: string | null;
  period: { soldFrom: string | null; soldTo: string | null };
}) {
  const q = new URLSearchParams();
  if (period.soldFrom) q.set('from', period.soldFrom);
  if (period.soldTo) q.set('to', period.soldTo);
  const url = `/api/v1/user/${userId}/${slug}-sales/export${q.size ? `?${q}` : ''}`;
  return (
    <Flex justify="space-between" align="center" wrap="wrap" gap="3">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {slug && (
        <Button asChild variant="outline" size="sm">
          <a href={url} onClick={(e) => downloadWithToken(e, url, `${slug}_sales.csv`)}>
            Export Sales
          </a>
        </Button>
      )}
    </Flex>
  );
}
