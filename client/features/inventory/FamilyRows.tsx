import { Suspense } from 'react';
import { Badge, Button, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { FamilyRowsQuery } from '../../__generated__/FamilyRowsQuery.graphql.ts';
import { useMoney } from '../../money/CurrencyContext.tsx';
import { SkuWithWarning } from './SkuWithWarning.tsx';

/**
 * A family's children, read when the seller opens its row (a page of rows asks only how many each
 * family has: every row's children would exceed the API's query complexity).
 */
export const familyRowsQuery = graphql`
  query FamilyRowsQuery($id: ID!) {
    node(id: $id) {
      ... on InventoryItem {
        family {
          children {
            itemId
            sellerSku
            asin
            totalQuantity
            priceCents
            variationExcluded
            variationValues {
              dimension
              value
            }
          }
        }
      }
    }
  }
`;

/** The toggle under a family row's title: how many variations, and what they differ by. */
export function FamilyToggle({ count, dimensions, open, onToggle }: { count: number; dimensions: readonly string[]; open: boolean; onToggle: () => void }) {
  return (
    <Button size="2xs" variant="ghost" colorPalette="brand" aria-expanded={open} onClick={onToggle}>
      {open ? '▾' : '▸'} {count} variations by {dimensions.join(' × ')}
    </Button>
  );
}

/** The children under the family's row, once their query is loaded. */
export function FamilyRows({ queryRef }: { queryRef: PreloadedQuery<FamilyRowsQuery> }) {
  return (
    <Suspense
      fallback={
        <Table.Row>
          <Table.Cell colSpan={8}>
            <Spinner size="sm" aria-label="Loading the variations" />
          </Table.Cell>
        </Table.Row>
      }
    >
      <Children queryRef={queryRef} />
    </Suspense>
  );
}

/** Each child with its own SKU, values, quantity and price (issue 34). */
function Children({ queryRef }: { queryRef: PreloadedQuery<FamilyRowsQuery> }) {
  const money = useMoney();
  const data = usePreloadedQuery<FamilyRowsQuery>(familyRowsQuery, queryRef);
  return (data.node?.family?.children ?? []).map((c) => (
    <Table.Row key={c.itemId} data-variation={c.sellerSku} bg="bg.subtle">
      <Table.Cell />
      <Table.Cell maxW="12rem">
        <Stack gap="0" maxW="12rem" ps="3">
          <SkuWithWarning sku={c.sellerSku} />
          <Text fontSize="xs" color="fg.muted">
            {c.asin}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell />
      <Table.Cell>
        <Text fontSize="sm">{c.variationValues.map((v) => `${v.dimension}: ${v.value}`).join(', ')}</Text>
        {c.variationExcluded && <Badge size="sm">Listed alone</Badge>}
      </Table.Cell>
      <Table.Cell />
      <Table.Cell />
      <Table.Cell>{c.totalQuantity}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{money(c.priceCents)}</Table.Cell>
    </Table.Row>
  ));
}
