// Stock cover (issue 36): the listed items that run out within 7 days at the last 30 days' rate,
// and those with stock unsold for 60 days, each with a way to act — raise the price or delist on
// the item's listing view, or send an inbound shipment to FBA in Seller Central.
import { Link, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { DashboardPageQuery$data } from '../../__generated__/DashboardPageQuery.graphql.ts';
import { ListCard } from './DataTable.tsx';

type Cover = DashboardPageQuery$data['stockCover'];

/** The item's listing view, where its price is raised or lowered and it is delisted. */
export function ItemLink({ userId, itemId, children }: { userId: string; itemId: string; children: ReactNode }) {
  return (
    <Link asChild colorPalette="blue">
      <RouterLink to={`/account/${userId}/amazon-inventory/${itemId}`}>{children}</RouterLink>
    </Link>
  );
}

/** An item's title over its SKU (and what else is worth a glance). */
export function ItemName({ title, below }: { title: string; below: string }) {
  return (
    <>
      {title}
      <Text fontSize="xs" color="fg.muted">
        {below}
      </Text>
    </>
  );
}

export function StockCoverLists({ cover, userId }: { cover: Cover; userId: string }) {
  const inbound = cover.inboundUrl;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ListCard
        title="Running out within 7 days"
        empty="No listed item runs out within 7 days at the last 30 days’ sales."
        table={{
          columns: ['Item', '#In stock', '#Days of cover'],
          rows: cover.runningOut.map((i) => ({
            key: i.itemId,
            cells: [
              <Text key="n" as="div">
                <ItemName title={i.title} below={`${i.sellerSku} · ${i.unitsLast30Days} sold in 30 days`} />
                <ItemLink userId={userId} itemId={i.itemId}>
                  Raise price
                </ItemLink>
                {inbound && (
                  <>
                    {' · '}
                    <Link href={inbound} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                      Send inbound to FBA
                    </Link>
                  </>
                )}
              </Text>,
              i.sellable,
              i.coverDays,
            ],
          })),
        }}
      />
      <ListCard
        title="Not sold for 60 days"
        empty="Every listed item with stock sold in the last 60 days."
        table={{
          columns: ['Item', '#In stock'],
          rows: cover.unsold.map((i) => ({
            key: i.itemId,
            cells: [
              <Text key="n" as="div">
                <ItemName title={i.title} below={i.sellerSku} />
                <ItemLink userId={userId} itemId={i.itemId}>
                  Lower price or delist
                </ItemLink>
              </Text>,
              i.sellable,
            ],
          })),
        }}
        note={
          cover.unsoldTotal > cover.unsold.length && (
            <Text fontSize="xs" color="fg.muted" mt="2">
              The {cover.unsold.length} with the most stock of {cover.unsoldTotal}.
            </Text>
          )
        }
      />
    </SimpleGrid>
  );
}
