import { graphql, useFragment } from 'react-relay';
import type { ShopifyListingsResults_connection$key } from '../../__generated__/ShopifyListingsResults_connection.graphql.ts';
import { useSelection } from '../inventory/useSelection.ts';
import { ChannelListingsResultsView } from './ChannelListingsResultsView.tsx';
import { ShopifyDelistBar } from './ShopifyDelistBar.tsx';
import { ShopifyListingsTable } from './ShopifyListingsTable.tsx';
import type { ShopifyListingsParams } from './shopifyListingsParams.ts';

interface Props {
  connectionRef: ShopifyListingsResults_connection$key;
  params: ShopifyListingsParams;
  onParamsChange: (change: Partial<ShopifyListingsParams>) => void;
  pending: boolean;
  userId: string;
  /** Re-reads the rows on screen. */
  onRefresh: () => void;
}

/** One page of Shopify listings: the table, the Delist bar, pagination. */
export function ShopifyListingsResults({ connectionRef, params, onParamsChange, pending, userId, onRefresh }: Props) {
  const connection = useFragment(
    graphql`
      fragment ShopifyListingsResults_connection on ShopifyListingConnection {
        totalCount
        page
        pageSize
        edges {
          node {
            id
            listingId
            inProgress
            ...ShopifyListingRow_listing
          }
        }
      }
    `,
    connectionRef,
  );
  const nodes = connection.edges.map((e) => e.node);
  const selection = useSelection(nodes.map((n) => n.id));
  const selectedListingIds = nodes.filter((n) => selection.isSelected(n.id)).map((n) => n.listingId);
  const polling = nodes.some((n) => n.inProgress);

  return (
    <ChannelListingsResultsView
      rowCount={nodes.length}
      pending={pending}
      polling={polling}
      onRefresh={onRefresh}
      table={<ShopifyListingsTable listingRefs={nodes} selection={selection} sort={params.sort} onSort={(sort) => onParamsChange({ sort })} userId={userId} />}
      bar={
        <ShopifyDelistBar
          listingIds={selectedListingIds}
          userId={userId}
          onDone={() => {
            selection.clear();
            onRefresh();
          }}
        />
      }
      totalCount={connection.totalCount}
      page={connection.page}
      pageSize={connection.pageSize}
      onPage={(page) => onParamsChange({ page })}
    />
  );
}
