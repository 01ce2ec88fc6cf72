import { useCallback, useEffect, useState } from 'react';
import { SelectField } from '../../../components/SelectField.tsx';
import { Alert, Button, DataList, Stack, Text } from '@chakra-ui/react';
import { graphql, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import type { OnBuyCreateNew_item$key } from '../../../__generated__/OnBuyCreateNew_item.graphql.ts';
import type { OnBuyCreateNewRefetchQuery } from '../../../__generated__/OnBuyCreateNewRefetchQuery.graphql.ts';
import { usePollWhile } from '../usePollWhile.ts';
import { useCreateOnbuyProductMutation } from './mutations/CreateOnbuyProductMutation.ts';
import { OnBuyAutocomplete } from './OnBuyAutocomplete.tsx';
import { lookUpBrands, lookUpCategories, lookUpConditions, type Choice } from './OnBuyLookups.ts';
import { useMay } from '../../../components/accountAccess.tsx';

const STATUS_TEXT: Record<string, string> = { NOT_SUBMITTED: 'Not Submitted', QUEUED: 'Queued', CREATED: 'Created', FAILED: 'Not Submitted' };

/**
 * The 'Create New' tab of the listing view's 'OnBuy Settings' (spec 001 §2.12): category and brand
 * autocompletes, the category's conditions (reset per spec 001 §4), Create, and the creation status
 * (Queued with the queue id, Created with the OPC, Not Submitted with OnBuy's error). Polls every
 * 5 s while Queued. Open this tab by default when `onbuySettingsTab` is CREATE (a queue id exists).
 */
export function OnBuyCreateNew({ itemRef, userId }: { itemRef: OnBuyCreateNew_item$key; userId: string }) {
  const may = useMay();
  // Refetchable (by the item's id) for the poll while Queued; onbuySettingsTab comes along for the
  // settings' tabs (OnBuySettings reads it from the same record).
  const [item, refetch] = useRefetchableFragment<OnBuyCreateNewRefetchQuery, OnBuyCreateNew_item$key>(
    graphql`
      fragment OnBuyCreateNew_item on InventoryItem @refetchable(queryName: "OnBuyCreateNewRefetchQuery") {
        id
        onbuySettingsTab
        itemId
        onbuyChoice {
          categoryId
          categoryName
          brandId
          brandName
          conditionCode
        }
        onbuyProductCreation {
          id
          status
          queueId
          opc
          errorMessage
        }
      }
    `,
    itemRef,
  );
  const env = useRelayEnvironment();
  const [commit, creating] = useCreateOnbuyProductMutation();
  const stored = item.onbuyChoice;
  const [category, setCategory] = useState<{ id: number; name: string } | null>(
    stored.categoryId ? { id: stored.categoryId, name: stored.categoryName ?? String(stored.categoryId) } : null,
  );
  const [brand, setBrand] = useState<{ id: number | null; name: string } | null>(
    stored.brandName ? { id: stored.brandId ?? null, name: stored.brandName } : null,
  );
  const [condition, setCondition] = useState<string | null>(stored.conditionCode ?? null);
  const [conditions, setConditions] = useState<{ id: string; name: string }[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const creation = item.onbuyProductCreation;

  usePollWhile(creation.status === 'QUEUED', () => refetch({}, { fetchPolicy: 'store-and-network' }));

  // A category brings its own conditions; the chosen one is kept, reset to the only one, or cleared.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new category resets the condition
  useEffect(() => {
    if (!category) return setConditions([]);
    let stale = false;
    lookUpConditions(env, userId, category.id, condition).then((r) => {
      if (stale) return;
      if ('message' in r) return setAlert(r.message);
      setConditions(r.conditions);
      setCondition(r.condition);
    });
    return () => {
      stale = true;
    };
  }, [category?.id, env, userId]);

  const categories = useCallback((t: string) => lookUpCategories(env, userId, t), [env, userId]);
  const brands = useCallback((t: string) => lookUpBrands(env, userId, t), [env, userId]);

  function create() {
    setAlert(null);
    commit({
      variables: {
        userId,
        input: {
          itemId: item.id,
          categoryId: category?.id ?? null,
          brandName: brand?.name ?? null,
          brandId: brand?.id ?? null,
          conditionCode: condition,
        },
      },
      onCompleted: (r) => {
        if (r.createOnbuyProduct.__typename !== 'CreateOnbuyProductSuccess')
          setAlert(('message' in r.createOnbuyProduct ? r.createOnbuyProduct.message : null) ?? 'Something went wrong.');
      },
      onError: () => setAlert('Something went wrong.'),
    });
  }

  const locked = creation.status === 'QUEUED' || creation.status === 'CREATED';
  return (
    <Stack gap="4" data-testid="onbuy-create-new">
      <DataList.Root orientation="horizontal" size="sm" aria-label="OnBuy product creation">
        <DataList.Item>
          <DataList.ItemLabel>Status</DataList.ItemLabel>
          <DataList.ItemValue data-testid="onbuy-creation-status">{STATUS_TEXT[creation.status]}</DataList.ItemValue>
        </DataList.Item>
        {creation.queueId && creation.status === 'QUEUED' && (
          <DataList.Item>
            <DataList.ItemLabel>Queue ID</DataList.ItemLabel>
            <DataList.ItemValue data-testid="onbuy-queue-id">{creation.queueId}</DataList.ItemValue>
          </DataList.Item>
        )}
        {creation.opc && (
          <DataList.Item>
            <DataList.ItemLabel>OPC</DataList.ItemLabel>
            <DataList.ItemValue data-testid="onbuy-opc">{creation.opc}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
      {creation.status === 'QUEUED' && <Text color="fg.muted">OnBuy approves new products in about 20 minutes to several weeks.</Text>}
      {creation.status === 'FAILED' && creation.errorMessage && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>OnBuy did not create the product: {creation.errorMessage}</Alert.Title>
        </Alert.Root>
      )}
      {alert && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{alert}</Alert.Title>
        </Alert.Root>
      )}
      {!locked && (
        <>
          <OnBuyAutocomplete
            label="Category"
            selected={category?.name ?? null}
            lookUp={categories}
            onSelect={(c: Choice) => setCategory({ id: c.id, name: c.name })}
          />
          <OnBuyAutocomplete label="Brand" selected={brand?.name ?? null} lookUp={brands} onSelect={(c: Choice) => setBrand({ id: c.id, name: c.name })} />
          <SelectField
            label="Condition"
            ariaLabel="Condition"
            disabled={!category}
            value={condition ?? ''}
            onChange={(v) => setCondition(v || null)}
            placeholder="Choose a condition"
            options={conditions.map((c) => ({ value: c.id, label: c.name }))}
          />
          {may('createOnbuyProduct', 'ONBUY') && (
            <Button alignSelf="flex-start" colorPalette="brand" loading={creating} disabled={!category || !brand || !condition} onClick={create}>
              Create
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
