import { useState } from 'react';
import { Box, Button, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { toaster } from '../../../components/ui/toaster.tsx';
import { itemsWord } from '../../channels/itemActions.ts';
import { useRelistEbayHeldBackMutation } from '../mutations/RelistEbayHeldBackMutation.ts';
import { useSetEbayCategoryDefaultMutation } from '../mutations/SetEbayCategoryDefaultMutation.ts';
import { useMay } from '../../../components/accountAccess.tsx';
import type { HeldBackGroup } from './HeldBackDialog.tsx';

interface Props {
  userId: string;
  group: HeldBackGroup;
  onChanged: () => void;
  onShowItems: () => void;
}

/** One group of the held-back summary: the category and reason, a field per missing item specific, and "List again". */
export function HeldBackGroupCard({ userId, group, onChanged, onShowItems }: Props) {
  const category = group.categoryName ? `${group.categoryName} (${group.categoryId})` : 'Category not chosen yet';
  const headingId = `held-back-${group.key.replace(/[^\w-]/g, '_')}`;
  const [relist, relisting] = useRelistEbayHeldBackMutation();
  const may = useMay();

  function listAgain() {
    relist({
      variables: { userId, input: { categoryId: group.categoryId ?? '', message: group.message } },
      onCompleted: ({ relistEbayHeldBack: r }) => {
        if (r.count !== undefined) {
          toaster.create({ type: 'success', title: `${itemsWord(r.count)} being listed on eBay again`, duration: 5000 });
          onChanged();
        } else toaster.create({ type: 'error', title: 'Could not list again', description: r.message });
      },
      onError: (err) => {
        toaster.create({ type: 'error', title: 'Could not list again', description: err.message });
      },
    });
  }

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <Heading as="h3" size="sm" id={headingId}>
          {category}: {itemsWord(group.count)}
        </Heading>
        <Text fontSize="sm">{group.message}</Text>
        {group.missing.length > 0 && group.categoryId && (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              Amazon's data has no value for this. Set one for every item in {group.categoryName ?? 'this category'}; an item's own value still wins.
            </Text>
            {group.missing.map((m) => (
              <DefaultField
                key={m.name}
                userId={userId}
                categoryId={group.categoryId!}
                categoryName={group.categoryName ?? null}
                aspect={m}
                onSaved={onChanged}
              />
            ))}
          </Stack>
        )}
        <Flex gap="2" wrap="wrap">
          {may('relistEbayHeldBack') && (
            <Button size="sm" onClick={listAgain} loading={relisting}>
              List again
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onShowItems}>
            Show items
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}

function DefaultField({
  userId,
  categoryId,
  categoryName,
  aspect,
  onSaved,
}: {
  userId: string;
  categoryId: string;
  categoryName: string | null;
  aspect: HeldBackGroup['missing'][number];
  onSaved: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useSetEbayCategoryDefaultMutation();
  const may = useMay();
  const label = `${aspect.name} for every item in ${categoryName ?? categoryId}`;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!value.trim()) {
      setError(`Enter a value for ${aspect.name}.`);
      return;
    }
    setError(null);
    save({
      variables: { userId, input: { categoryId, aspectName: aspect.name, values: [value.trim()] } },
      onCompleted: ({ setEbayCategoryDefault: r }) => {
        if (r.categoryDefault) {
          toaster.create({
            type: 'success',
            title: `${aspect.name} set to ${r.categoryDefault.values.join(', ')}`,
            description: r.relisted ? `${itemsWord(r.relisted)} being listed on eBay again.` : undefined,
            duration: 5000,
          });
          onSaved();
        } else setError(r.message ?? 'Could not save.');
      },
      onError: (err) => setError(err.message),
    });
  }

  return (
    <form onSubmit={submit}>
      <Flex gap="2" align="flex-end" wrap="wrap">
        <Field.Root invalid={!!error} flex="1" minW="12rem">
          <Field.Label>{label}</Field.Label>
          {aspect.selectionOnly ? (
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={value} onChange={(e) => setValue(e.currentTarget.value)}>
                <option value="">Choose…</option>
                {aspect.values.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : (
            <Input size="sm" value={value} maxLength={65} onChange={(e) => setValue(e.target.value)} autoComplete="off" />
          )}
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        {may('setEbayCategoryDefault') && (
          <Button size="sm" type="submit" loading={saving} variant="outline">
            Save and list again
          </Button>
        )}
      </Flex>
    </form>
  );
}
