import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { SalesPageQuery$data } from '../../__generated__/SalesPageQuery.graphql.ts';
import { formatMoney } from '../../money/money.ts';

type Totals = SalesPageQuery$data['sales']['totals'];

/** One figure of the totals: its label over its amount. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box minW="7rem" role="group" aria-label={label}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" whiteSpace="nowrap">
        {value}
      </Text>
    </Box>
  );
}

/**
 * The totals of every sale the filters match (all pages, the chosen period), one line per currency
 * (issue 30 §7): sales, what the buyers paid, the known fees and the profit, by the same figures as
 * each row and the export.
 */
export function SalesTotals({ totals }: { totals: Totals }) {
  if (totals.length === 0) return null;
  return (
    <Stack as="section" aria-label="Totals for the period" gap="2" borderWidth="1px" rounded="md" bg="bg" p="3">
      {totals.map((t) => (
        <Stack key={t.currency} gap="1">
          <Flex gap={{ base: '3', md: '6' }} wrap="wrap">
            <Figure label="Sales" value={t.sales.toLocaleString('en-US')} />
            <Figure label="Paid by buyers" value={formatMoney(t.totalCents, t.currency)} />
            <Figure label="Fees" value={formatMoney(t.channelFeeCents + t.mcfFeeCents, t.currency)} />
            <Figure label="Profit" value={formatMoney(t.profitCents, t.currency)} />
          </Flex>
          <Text fontSize="xs" color="fg.muted">
            Not counted: {t.notCounted.join(', ')}.
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
