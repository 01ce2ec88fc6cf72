import { useEffect, useMemo, useState } from 'react';
import { Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { graphql, type PreloadedQuery, useFragment } from 'react-relay';
import type { ListingEditorEbayQuery } from '../../../__generated__/ListingEditorEbayQuery.graphql.ts';
import type { ListingEditor_item$key } from '../../../__generated__/ListingEditor_item.graphql.ts';
import { toaster } from '../../../components/ui/toaster.tsx';
import { useUpdateInventoryItemMutation } from '../mutations/UpdateInventoryItemMutation.ts';
import { BestOfferToggle } from './BestOfferToggle.tsx';
import { DescriptionPreview } from './DescriptionPreview.tsx';
import { EditableTitle } from './EditableTitle.tsx';
import { GeneralSettings } from './GeneralSettings.tsx';
import { costBasisError, draftFromItem, editsFromDraft, priceError, type ListingDraft, type ListingSource } from './listingDraft.ts';
import type { AiRecommendationsButton_viewer$key } from '../../../__generated__/AiRecommendationsButton_viewer.graphql.ts';
import { EbaySettings } from './EbaySettings.tsx';
import type { EbayItemData, Lookup } from './EbayLookups.ts';
import { ListingEditorEbay } from './ListingEditorEbay.tsx';
import { ebayDraftFromItem, ebayEditsFromDraft, type EbayDraft, type EbaySource } from './ebayDraft.ts';
import { PriceOverrideField } from './PriceOverrideField.tsx';
import { CostBasisField } from './CostBasisField.tsx';
import { PricingInfoPanel } from './PricingInfoPanel.tsx';
import { SaveBar } from './SaveBar.tsx';

/** The seller's edits of one item: title, price override, General Settings; saved as overrides. */
export function ListingEditor({
  itemRef,
  ebayRef,
  viewerRef,
  userId,
  currency,
}: {
  itemRef: ListingEditor_item$key;
  /** The item's eBay settings, preloaded apart (ListingEditorEbayQuery.ts). */
  ebayRef: PreloadedQuery<ListingEditorEbayQuery>;
  /** The signed-in user (AI credits, in 'eBay Settings'). */
  viewerRef: AiRecommendationsButton_viewer$key | null;
  userId: string;
  currency: string;
}) {
  const item = useFragment(
    graphql`
      fragment ListingEditor_item on InventoryItem {
        id
        title
        allowBestOffer
        catalogDetails {
          description
          images
          imageSrcs
          featureBullets
          productDetails {
            name
            value
          }
        }
        edits {
          title
          description
          images
          featureBullets
          productDetails {
            name
            value
          }
          ebayPriceCents
          costBasisCents
          allowBestOffer
        }
        ...PricingInfoPanel_item
      }
    `,
    itemRef,
  );
  const source: ListingSource = useMemo(
    () => ({ title: item.title, allowBestOffer: item.allowBestOffer, catalog: item.catalogDetails ?? null, edits: item.edits }),
    [item],
  );
  const saved = useMemo(() => draftFromItem(source), [source]);
  // Where the browser loads each catalogue image from (the server's signed image route); a link
  // the seller typed is not in it and is shown as typed.
  const previews = useMemo(() => {
    const d = item.catalogDetails;
    return new Map((d?.images ?? []).map((url, n) => [url, d?.imageSrcs[n] ?? url] as const));
  }, [item]);
  const [draft, setDraft] = useState<ListingDraft>(saved);
  // New data from the server (after Save, or a refetch) is the new starting point; compared by
  // value, so the 5-second poll while a listing is in progress never wipes unsaved edits.
  const savedKey = JSON.stringify(saved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: savedKey stands for saved
  useEffect(() => setDraft(saved), [savedKey]);
  // 'eBay Settings' keep their own draft (category, specifics, condition), saved with the rest. Its
  // data is a query of its own (eBay's suggestion may take a moment), preloaded by the route; the
  // save's answer carries it again (the mutation selects ListingEditorEbay_item).
  const [ebayItem, setEbayItem] = useState<Lookup<EbayItemData> | null>(null);
  const ebaySource: EbaySource = useMemo(
    () => (ebayItem && 'ok' in ebayItem ? { edits: ebayItem.ok.edits, categoryText: ebayItem.ok.categoryText } : { edits: {}, categoryText: null }),
    [ebayItem],
  );
  const ebaySaved = useMemo(() => ebayDraftFromItem(ebaySource), [ebaySource]);
  const [ebayDraft, setEbayDraft] = useState<EbayDraft>(ebaySaved);
  const ebaySavedKey = JSON.stringify(ebaySaved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: ebaySavedKey stands for ebaySaved
  useEffect(() => setEbayDraft(ebaySaved), [ebaySavedKey]);
  const [save, saving] = useUpdateInventoryItemMutation();

  const edits = { ...editsFromDraft(draft, source), ...ebayEditsFromDraft(ebayDraft, ebaySource) };
  const dirty = Object.keys(edits).length > 0 || JSON.stringify(draft) !== JSON.stringify(saved) || JSON.stringify(ebayDraft) !== JSON.stringify(ebaySaved);
  const invalid = priceError(draft);
  const costInvalid = costBasisError(draft);
  const set = (change: Partial<ListingDraft>) => setDraft((d) => ({ ...d, ...change }));

  function onSave() {
    if (invalid || costInvalid) return;
    if (Object.keys(edits).length === 0) {
      setDraft(saved); // only blank entries or spaces were added: nothing to store
      setEbayDraft(ebaySaved);
      return;
    }
    save({
      variables: { userId, id: item.id, edits },
      onCompleted: ({ updateInventoryItem: r }) => {
        if (r.__typename === 'InventoryItem') {
          toaster.create({ type: 'success', title: 'Listing saved', duration: 5000 });
        } else toaster.create({ type: 'error', title: 'Error saving listing', description: r.__typename !== '%other' ? r.message : undefined, duration: 5000 });
      },
      onError: (err) => {
        toaster.create({ type: 'error', title: 'Error saving listing', description: err.message, duration: 5000 });
      },
    });
  }

  return (
    <Stack gap="6">
      <ListingEditorEbay queryRef={ebayRef} onLoad={setEbayItem} />
      <EditableTitle value={draft.title} amazonTitle={item.title} onChange={(title) => set({ title })} />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Stack gap="6" gridColumn={{ lg: 'span 2' }}>
          <EbaySettings
            item={ebayItem}
            userId={userId}
            viewerRef={viewerRef}
            draft={ebayDraft}
            onChange={(change) => setEbayDraft((d) => ({ ...d, ...change }))}
          />
          <GeneralSettings draft={draft} previews={previews} onChange={set} />
        </Stack>
        <Card.Root>
          <Card.Header>
            <Card.Title as="h2">Pricing Info</Card.Title>
          </Card.Header>
          <Card.Body gap="4">
            <PricingInfoPanel itemRef={item} currency={currency} />
            <PriceOverrideField value={draft.price} error={invalid} currency={currency} onChange={(price) => set({ price })} />
            <CostBasisField value={draft.costBasis} error={costInvalid} currency={currency} onChange={(costBasis) => set({ costBasis })} />
            <BestOfferToggle
              checked={draft.allowBestOffer}
              ownChoice={item.edits.allowBestOffer != null || draft.allowBestOffer !== saved.allowBestOffer}
              onChange={(allowBestOffer) => set({ allowBestOffer })}
            />
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <DescriptionPreview itemId={item.id} draft={draft} />
      {dirty && (
        <SaveBar
          saving={saving}
          disabled={!!invalid || !!costInvalid}
          onSave={onSave}
          onDiscard={() => {
            setDraft(saved);
            setEbayDraft(ebaySaved);
          }}
        />
      )}
    </Stack>
  );
}
