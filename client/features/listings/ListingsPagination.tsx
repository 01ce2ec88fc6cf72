import { ButtonGroup, Flex, IconButton, Pagination, Text } from '@chakra-ui/react';

/** Pages below the table (listings or sales); the page size is the Results Per Page filter. */
export function ListingsPagination({
  totalCount,
  page,
  pageSize,
  onPage,
  noun = 'listings',
}: {
  totalCount: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What is counted: 'listings', or 'sales' on the sales pages. */
  noun?: string;
}) {
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {first > totalCount
          ? `Page ${page} is past the end (${totalCount.toLocaleString()} ${noun})`
          : `${first.toLocaleString()}–${last.toLocaleString()} of ${totalCount.toLocaleString()} ${noun}`}
      </Text>
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
  );
}
