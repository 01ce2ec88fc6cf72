import { Component, type ReactNode, Suspense, useEffect } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import type { ListingEditorEbay_item$key } from '../../../__generated__/ListingEditorEbay_item.graphql.ts';
import type { ListingEditorEbayQuery } from '../../../__generated__/ListingEditorEbayQuery.graphql.ts';
import type { EbayItemData, Lookup } from './EbayLookups.ts';
import { listingEditorEbayQuery } from './ListingEditorEbayQuery.ts';

/** What 'eBay Settings' needs of the item; the save mutation selects it too, so a save updates it. */
const itemFragment = graphql`
  fragment ListingEditorEbay_item on InventoryItem {
    itemId
    edits {
      ebayCategoryId
      ebayConditionId
      conditionNote
      variantSpecifics {
        dimension
        value
      }
    }
    ebayCategory {
      categoryId
      fullCategoryText
    }
    ebaySuggestedCategory {
      categoryId
      fullCategoryText
    }
    ebayCatalogSpecifics {
      dimension
      value
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<ListingEditorEbayQuery>;
  /** The item's eBay data once in (and again whenever it changes in the store), or why it is not. */
  onLoad: (item: Lookup<EbayItemData>) => void;
}

/**
 * The eBay section's data for the editor, which keeps it in its draft beside the rest: the editor
 * (title, images, price…) never waits for eBay, so this reads the preloaded query under a Suspense
 * boundary of its own and hands the editor each answer. It renders nothing itself.
 */
export function ListingEditorEbay({ queryRef, onLoad }: Props) {
  return (
    <ReportError resetKey={queryRef} onError={(message) => onLoad({ message })}>
      <Suspense fallback={null}>
        <Reader queryRef={queryRef} onLoad={onLoad} />
      </Suspense>
    </ReportError>
  );
}

function Reader({ queryRef, onLoad }: Props) {
  const data = usePreloadedQuery<ListingEditorEbayQuery>(listingEditorEbayQuery, queryRef);
  const n = useFragment<ListingEditorEbay_item$key>(itemFragment, data.node?.ListingEditorEbay_item ?? null);
  useEffect(() => {
    if (!n?.itemId || !n.edits) return onLoad({ message: 'Listing not found' });
    onLoad({
      ok: {
        itemId: n.itemId,
        edits: { ...n.edits, variantSpecifics: n.edits.variantSpecifics ? [...n.edits.variantSpecifics] : null },
        categoryText: n.ebayCategory?.fullCategoryText ?? null,
        suggestion: n.ebaySuggestedCategory ?? null,
        catalogSpecifics: [...(n.ebayCatalogSpecifics ?? [])],
      },
    });
  }, [n, onLoad]);
  return null;
}

/** A failed request shows as the section's message (the server's or the network's words). */
class ReportError extends Component<{ children: ReactNode; resetKey: unknown; onError: (message: string) => void }, { failed: boolean; key: unknown }> {
  override state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(p: { resetKey: unknown }, s: { failed: boolean; key: unknown }) {
    return p.resetKey === s.key ? null : { failed: false, key: p.resetKey };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? error.message : String(error));
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
