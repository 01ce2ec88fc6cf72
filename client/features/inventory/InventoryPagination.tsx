import { ButtonGroup, Field, Flex, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { PAGE_SIZES, type InventoryParams } from './inventoryParams.ts';

interface Props {
  totalCount: number;
  page: number;
  pageSize: InventoryParams['pageSize'];
  onPage: (page: number) => void;
  onPageSize: (size: InventoryParams['pageSize']) => void;
}

/** Pages and page size (25/50/100/250) below the table. */
export function InventoryPagination({ totalCount, page, pageSize, onPage, onPageSize }: Props) {
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {first > totalCount
          ? `Page ${page} is past the end (${totalCount.toLocaleString()} items)`
          : `${first.toLocaleString()}–${last.toLocaleString()} of ${totalCount.toLocaleString()} items`}
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <Field.Root orientation="horizontal" w="auto" gap="2">
          <Field.Label whiteSpace="nowrap" fontSize="sm">
            Per page
          </Field.Label>
          <NativeSelect.Root size="sm" w="5.5rem">
            <NativeSelect.Field value={pageSize} onChange={(e) => onPageSize(Number(e.currentTarget.value) as Props['pageSize'])} bg="bg">
              {PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {totalCount > pageSize && (
          <Pagination.Root count={totalCount} pageSize={pageSize} page={page} onPageChange={(e) => onPage(e.page)} siblingCount={1}>
            <ButtonGroup variant="ghost" size="sm" attached={false} gap="1" wrap="wrap">
              <Pagination.PrevTrigger asChild>
                <IconButton>‹</IconButton>
              </Pagination.PrevTrigger>
              <Pagination.Items render={(p) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{p.value}</IconButton>} />
              <Pagination.NextTrigger asChild>
                <IconButton>›</IconButton>
              </Pagination.NextTrigger>
            </ButtonGroup>
          </Pagination.Root>
        )}
      </Flex>
    </Flex>
  );
}
