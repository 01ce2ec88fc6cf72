// The period's top items (by profit or by units) in the shown currency, each linking to its listing view.
import { graphql, useFragment } from 'react-relay';
import type { TopItems_items$key } from '../../__generated__/TopItems_items.graphql.ts';
import { formatMoney } from '../../money/money.ts';
import { ListCard } from './DataTable.tsx';
import { ItemLink, ItemName } from './StockCoverLists.tsx';

export function TopItems({
  title,
  itemsRef,
  currency,
  userId,
  show,
}: {
  title: string;
  itemsRef: TopItems_items$key;
  currency: string;
  userId: string;
  show: 'profit' | 'units';
}) {
  const items = useFragment(
    graphql`
      fragment TopItems_items on DashboardItem @relay(plural: true) {
        itemId
        sellerSku
        title
        currency
        units
        profitCents
      }
    `,
    itemsRef,
  ).filter((i) => i.currency === currency);
  return (
    <ListCard
      title={title}
      empty="No items sold in this period."
      table={{
        columns: ['Item', show === 'profit' ? '#Profit' : '#Units'],
        rows: items.map((i) => ({
          key: i.itemId,
          cells: [
            <ItemLink key="n" userId={userId} itemId={i.itemId}>
              <ItemName title={i.title} below={i.sellerSku} />
            </ItemLink>,
            show === 'profit' ? formatMoney(i.profitCents, currency) : i.units,
          ],
        })),
      }}
    />
  );
}
