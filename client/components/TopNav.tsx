import { Box, Button, Flex, HStack, Link, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { UserMenu } from '../features/accounts/UserMenu.tsx';

interface NavViewer {
  userId: string;
  email: string;
  isAdmin: boolean;
  onboardingFinished: boolean;
}

function NavGroup({ label, items }: { label: string; items: Array<[string, string]> }) {
  const navigate = useNavigate();
  return (
    <Menu.Root onSelect={({ value }) => (value.startsWith('http') ? window.open(value, '_blank', 'noopener') : navigate(value))}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost">
          {label}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map(([text, to]) => (
              <Menu.Item key={to} value={to}>
                {text}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Top navigation (spec 001 §2.10): the menus show when signed in and past onboarding. */
export function TopNav({ viewer }: { viewer: NavViewer | null }) {
  const base = viewer ? `/account/${viewer.userId}` : '';
  const showMenus = viewer !== null && (viewer.onboardingFinished || viewer.isAdmin);
  return (
    <Flex as="nav" aria-label="Main" align="center" gap={{ base: '2', md: '4' }} wrap="wrap">
      <Link asChild fontWeight="bold" fontSize="lg" color="brand.fg" _hover={{ textDecoration: 'none' }} mr="2">
        <RouterLink to="/">ListBridge</RouterLink>
      </Link>
      {showMenus && (
        <HStack gap="1" wrap="wrap" flex="1">
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={`${base}/amazon-inventory/`}>Amazon Inventory</RouterLink>
          </Button>
          <NavGroup
            label="Listings"
            items={[
              ['eBay', `${base}/listings/ebay/`],
              ['Shopify', `${base}/listings/shopify/`],
            ]}
          />
          <NavGroup
            label="Sales"
            items={[
              ['eBay', `${base}/sales/ebay/`],
              ['Shopify', `${base}/sales/shopify/`],
            ]}
          />
          <NavGroup
            label="Settings"
            items={[
              ['Linked Platforms', `${base}/settings/linked-platforms`],
              ['Account & Payment', `${base}/settings/account`],
              ['Advanced Settings', `${base}/settings/advanced/general`],
            ]}
          />
          <Button asChild size="sm" variant="ghost">
            <RouterLink to="/contact-us">Contact Us</RouterLink>
          </Button>
          <NavGroup
            label="Help"
            items={[
              ['Help Center', '/contact-us'],
              ['Privacy/Terms', '/accept-tos'],
            ]}
          />
          {viewer.isAdmin && (
            <Button asChild size="sm" variant="ghost">
              <RouterLink to="/admin/">Admin</RouterLink>
            </Button>
          )}
        </HStack>
      )}
      <Box ml="auto">
        <UserMenu viewer={viewer} />
      </Box>
    </Flex>
  );
}
