import { graphql, useFragment } from 'react-relay';
import type { OnbuyListingsResults_connection$key } from '../../__generated__/OnbuyListingsResults_connection.graphql.ts';
import { useSelection } from '../inventory/useSelection.ts';
import { ChannelListingsResultsView } from './ChannelListingsResultsView.tsx';
import { OnbuyDelistBar } from './OnbuyDelistBar.tsx';
import { OnbuyListingsTable } from './OnbuyListingsTable.tsx';
import type { OnbuyListingsParams } from './onbuyListingsParams.ts';

interface Props {
  connectionRef: OnbuyListingsResults_connection$key;
  params: OnbuyListingsParams;
  onParamsChange: (change: Partial<OnbuyListingsParams>) => void;
  pending: boolean;
  userId: string;
  /** Re-reads the rows on screen. */
  onRefresh: () => void;
}

/** One page of OnBuy listings: the table, the Delist bar, pagination. */
export function OnbuyListingsResults({ connectionRef, params, onParamsChange, pending, userId, onRefresh }: Props) {
  const connection = useFragment(
    graphql`
      fragment OnbuyListingsResults_connection on OnbuyListingConnection {
        totalCount
        page
        pageSize
        edges {
          node {
            id
            item {
              itemId
            }
            inProgress
            ...OnbuyListingRow_listing
          }
        }
      }
    `,
    connectionRef,
  );
  const nodes = connection.edges.map((e) => e.node);
  const selection = useSelection(nodes.map((n) => n.id));
  const selectedItemIds = nodes.filter((n) => selection.isSelected(n.id)).map((n) => n.item.itemId);
  const polling = nodes.some((n) => n.inProgress);

  return (
    <ChannelListingsResultsView
      rowCount={nodes.length}
      pending={pending}
      polling={polling}
      onRefresh={onRefresh}
      table={<OnbuyListingsTable listingRefs={nodes} selection={selection} sort={params.sort} onSort={(sort) => onParamsChange({ sort })} userId={userId} />}
      bar={
        <OnbuyDelistBar
          itemIds={selectedItemIds}
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
