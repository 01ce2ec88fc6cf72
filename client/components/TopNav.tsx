import { Box, Button, Flex, HStack, Link, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { type Impersonating, UserMenu } from './UserMenu.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { type NavChannel, navSections, type NavViewer } from './navSections.ts';
import { AccountSwitcher, navAccount, type TeamAccountEntry } from './AccountSwitcher.tsx';

// The entries are links inside the menu (Chakra's Menu.Item asChild), not values for onSelect:
// Ark's menu selects the item under the pointer, and a menu still being placed could lose that
// item between press and click, closing without going anywhere (e2e runs on a loaded machine).
// A link also opens in a new tab on middle-click, as a seller expects of navigation.
function NavGroup({ label, items }: { label: string; items: Array<{ text: string; to: string }> }) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" colorPalette="gray">
          {label}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map(({ text, to }) => (
              <Menu.Item key={to + text} value={to} asChild>
                {to.startsWith('http') ? (
                  <a href={to} target="_blank" rel="noopener noreferrer">
                    {text}
                  </a>
                ) : (
                  <RouterLink to={to}>{text}</RouterLink>
                )}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * Top navigation (spec 001 §2.10): the menus show when signed in and past onboarding. From `lg` up
 * they sit in one row; below it (phones, small tablets) the row holds only the brand and a menu
 * button whose drawer carries the same entries and the user menu, so the header stays one row.
 */
export function TopNav({
  viewer,
  impersonating = null,
  accounts = [],
  accountId = null,
  channels,
}: {
  viewer: NavViewer | null;
  /** The Listings and Sales menus' channels (the server's registry); the spec's three when not given. */
  channels?: readonly NavChannel[];
  impersonating?: Impersonating | null;
  /** The accounts the person acts in (issue 35) and the one in the path. */
  accounts?: readonly TeamAccountEntry[];
  accountId?: string | null;
}) {
  const sections = navSections(viewer, impersonating?.userId ?? null, impersonating ? null : navAccount(accounts, accountId), channels);
  return (
    <Flex as="nav" aria-label="Main" align="center" gap="4" minH="10">
      <Link asChild fontWeight="bold" fontSize="lg" color="brand.fg" textDecoration="none" _hover={{ textDecoration: 'none' }} flexShrink={0}>
        <RouterLink to="/">ListBridge</RouterLink>
      </Link>
      {sections.length > 0 && (
        <HStack gap="1" flex="1" display={{ base: 'none', lg: 'flex' }}>
          {sections.map((s) =>
            s.items.length === 1 && s.items[0]!.text === s.label ? (
              <Button key={s.label} asChild size="sm" variant="ghost" colorPalette="gray">
                <RouterLink to={s.items[0]!.to}>{s.label}</RouterLink>
              </Button>
            ) : (
              <NavGroup key={s.label} label={s.label} items={s.items} />
            ),
          )}
        </HStack>
      )}
      <Box ml="auto" flexShrink={0} display={viewer ? { base: 'none', lg: 'block' } : 'none'}>
        <AccountSwitcher accounts={accounts} accountId={accountId} />
      </Box>
      <Box minW="0" display={viewer ? { base: 'none', lg: 'block' } : 'block'} ml={viewer ? undefined : 'auto'}>
        <UserMenu viewer={viewer} impersonating={impersonating} />
      </Box>
      {viewer && (
        <Box ml="auto" display={{ base: 'block', lg: 'none' }}>
          <NavDrawer sections={sections} viewer={viewer} impersonating={impersonating} />
        </Box>
      )}
    </Flex>
  );
}
