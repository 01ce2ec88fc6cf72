import { Box, SimpleGrid, Stat } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { InventoryStats_stats$key } from '../../__generated__/InventoryStats_stats.graphql.ts';
import { formatDateTime } from './format.ts';

/** The header's stats (spec 000 §2). */
export function InventoryStats({ statsRef }: { statsRef: InventoryStats_stats$key }) {
  const s = useFragment(
    graphql`
      fragment InventoryStats_stats on InventoryStats {
        lastInventoryUpdateAt
        allItemsCount
        afnItemCount
        mfnItemCount
        activeEbayListings
        activeShopifyListings
        activeOnbuyListings
      }
    `,
    statsRef,
  );
  const stats: [string, string][] = [
    ['Last Inventory Update', formatDateTime(s.lastInventoryUpdateAt)],
    ['Total Inventory', s.allItemsCount.toLocaleString()],
    ['Amazon (FBA)', s.afnItemCount.toLocaleString()],
    ['Merchant', s.mfnItemCount.toLocaleString()],
    ['Active eBay Listings', s.activeEbayListings.toLocaleString()],
    ['Active Shopify Listings', s.activeShopifyListings.toLocaleString()],
    ['Active OnBuy Listings', s.activeOnbuyListings.toLocaleString()],
  ];
  return (
    <SimpleGrid role="group" aria-label="Inventory stats" columns={{ base: 2, md: 4, xl: 7 }} gap="3">
      {stats.map(([label, value]) => (
        <Stat.Root key={label} borderWidth="1px" rounded="md" bg="bg" p="3">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontSize={label === 'Last Inventory Update' ? 'sm' : 'xl'} display="block">
            {/* Date and time each on one line: 'PM' never wraps onto a line of its own. */}
            {value.split(', ').map((part) => (
              <Box as="span" key={part} display="inline-block" whiteSpace="nowrap" mr="1">
                {part}
              </Box>
            ))}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
