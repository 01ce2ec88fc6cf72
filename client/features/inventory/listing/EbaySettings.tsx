import { useCallback, useEffect, useRef, useState } from 'react';
import { SelectField } from '../../../components/SelectField.tsx';
import { Field, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import type { AiRecommendationsButton_viewer$key } from '../../../__generated__/AiRecommendationsButton_viewer.graphql.ts';
import { AiRecommendationsButton } from './AiRecommendationsButton.tsx';
import { CollapsibleCard } from './CollapsibleCard.tsx';
import { useRelayEnvironment } from 'react-relay';
import { EbayCategoryPicker } from './EbayCategoryPicker.tsx';
import { applySpecifics, conditionAfterCategory, specificRows, type EbayDraft, type SpecificRule } from './ebayDraft.ts';
import {
  type ConditionChoice,
  type EbayItemData,
  ebayCategoryDetails,
  ebayCategorySpecifics,
  type Lookup,
  searchEbayCategories,
  suggestEbayCategories,
} from './EbayLookups.ts';
import { ItemSpecificsEditor } from './ItemSpecificsEditor.tsx';

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; rules: SpecificRule[]; conditions: ConditionChoice[] };

/**
 * Spec 001 §2.12 'eBay Settings': eBay Category (search, 'Suggest Categories', the chosen path or
 * eBay's suggestion), Item Specifics, Condition and 'eBay Condition Note'. Edits go into the page's
 * draft; the save bar saves them. Without a chosen category the specifics and conditions are those
 * of eBay's suggestion (the category the item would be listed in).
 */
export function EbaySettings({
  item,
  userId,
  viewerRef,
  draft,
  onChange,
}: {
  /** The item's eBay data (loaded apart from the page); null while loading. */
  item: Lookup<EbayItemData> | null;
  userId: string;
  /** The signed-in user (AI credits for 'Get AI Recommendations'). */
  viewerRef: AiRecommendationsButton_viewer$key | null;
  draft: EbayDraft;
  onChange: (change: Partial<EbayDraft>) => void;
}) {
  const env = useRelayEnvironment();
  const data = item && 'ok' in item ? item.ok : null;
  const suggestion = data?.suggestion ?? null;
  const categoryId = data ? (draft.categoryId ?? suggestion?.categoryId ?? null) : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Set when the seller picks a category: its conditions then decide the condition (spec 001 §4).
  const picked = useRef(false);
  const latest = useRef({ draft, onChange });
  latest.current = { draft, onChange };

  useEffect(() => {
    if (!categoryId) return setLoaded(null);
    let stale = false;
    setLoaded({ state: 'loading' });
    Promise.all([ebayCategorySpecifics(env, userId, categoryId), ebayCategoryDetails(env, userId, categoryId)])
      .then(([specifics, details]) => {
        if (stale) return;
        if ('message' in specifics) return setLoaded({ state: 'error', message: specifics.message });
        const conditions = 'ok' in details ? details.ok.conditions : [];
        setLoaded({ state: 'ready', rules: specifics.ok, conditions });
        if (picked.current) {
          picked.current = false;
          const { draft: d, onChange: change } = latest.current;
          const next = conditionAfterCategory(d.conditionId, conditions);
          const text = 'ok' in details ? details.ok.category.fullCategoryText : d.categoryText;
          if (next !== d.conditionId || text !== d.categoryText) change({ conditionId: next, categoryText: text });
        }
      })
      .catch((err: unknown) => !stale && setLoaded({ state: 'error', message: err instanceof Error ? err.message : String(err) }));
    return () => {
      stale = true;
    };
  }, [env, userId, categoryId]);

  const search = useCallback((text: string) => searchEbayCategories(env, userId, text), [env, userId]);
  const itemId = data?.itemId ?? '';
  const suggest = useCallback(() => suggestEbayCategories(env, userId, itemId), [env, userId, itemId]);
  const conditions = loaded?.state === 'ready' ? loaded.conditions : [];

  return (
    <CollapsibleCard title="eBay Settings">
      {!item && (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text fontSize="sm">Loading eBay settings…</Text>
        </HStack>
      )}
      {item && 'message' in item && (
        <Text color="fg.error" role="alert">
          {item.message}
        </Text>
      )}
      {data && (
        <Stack gap="6">
          <EbayCategoryPicker
            chosen={draft.categoryId ? { categoryId: draft.categoryId, fullCategoryText: draft.categoryText } : null}
            suggestion={suggestion}
            search={search}
            suggest={suggest}
            onChoose={(c) => {
              picked.current = c.categoryId !== categoryId;
              onChange({ categoryId: c.categoryId, categoryText: c.fullCategoryText });
            }}
            onClear={() => {
              picked.current = true;
              onChange({ categoryId: null, categoryText: null });
            }}
          />
          {loaded?.state === 'loading' && (
            <HStack role="status" gap="2">
              <Spinner size="sm" />
              <Text fontSize="sm">Loading item specifics…</Text>
            </HStack>
          )}
          {loaded?.state === 'error' && (
            <Text color="fg.error" role="alert">
              {loaded.message}
            </Text>
          )}
          {loaded?.state === 'ready' && (
            <ItemSpecificsEditor
              rows={specificRows(loaded.rules, draft.specifics, data.catalogSpecifics)}
              own={draft.specifics}
              onChange={(specifics) => onChange({ specifics })}
              toolbar={
                categoryId && (
                  <AiRecommendationsButton
                    viewerRef={viewerRef}
                    itemId={data.itemId}
                    categoryId={categoryId}
                    onApply={(specifics) => onChange({ specifics: applySpecifics(draft.specifics, specifics) })}
                  />
                )
              }
            />
          )}
          <SelectField
            label="Condition"
            ariaLabel="Condition"
            disabled={conditions.length === 0}
            value={draft.conditionId ?? ''}
            onChange={(v) => onChange({ conditionId: v || null })}
            placeholder={conditions.length ? 'From the Amazon condition' : 'No conditions for this category'}
            options={conditions.map((c) => ({ value: c.conditionId, label: c.displayName }))}
          />
          <Field.Root>
            <Field.Label>eBay Condition Note</Field.Label>
            <Textarea value={draft.conditionNote} onChange={(e) => onChange({ conditionNote: e.target.value })} rows={2} />
          </Field.Root>
        </Stack>
      )}
    </CollapsibleCard>
  );
}
