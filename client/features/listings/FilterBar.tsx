import { type ReactNode, useId, useState } from 'react';
import { Badge, Button, Flex, Stack } from '@chakra-ui/react';
import { SearchBox } from '../../components/SearchBox.tsx';

interface Props {
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  /** Filters set away from their defaults (shown on the phone toggle). */
  activeCount: number;
  /** The page's FilterSelects. */
  children: ReactNode;
}

/**
 * A listings page's search box and filters. On phones the filter area folds away behind a toggle
 * that counts the active filters; from md up it is always shown.
 */
export function FilterBar({ searchLabel, search, onSearch, activeCount, children }: Props) {
  const [open, setOpen] = useState(false);
  const areaId = useId();
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <SearchBox label={searchLabel} value={search} onSearch={onSearch} />
        <Button hideFrom="md" variant="outline" bg="bg" aria-expanded={open} aria-controls={areaId} onClick={() => setOpen(!open)}>
          {open ? 'Hide Filters' : 'Show Filters'}
          {activeCount > 0 && (
            <Badge colorPalette="brand" variant="solid">
              {activeCount}
            </Badge>
          )}
        </Button>
      </Flex>
      <Flex id={areaId} role="group" aria-label="Filters" gap="3" wrap="wrap" display={{ base: open ? 'flex' : 'none', md: 'flex' }}>
        {children}
      </Flex>
    </Stack>
  );
}
