import { Button, HStack } from '@chakra-ui/react';
import { NavLink } from 'react-router';

// Spec 001 §2.11's advanced settings tabs: eBay, Shopify, General, Import.
const TABS = [
  ['ebay', 'eBay'],
  ['shopify', 'Shopify'],
  ['general', 'General'],
  ['import', 'Import/Export Data'],
] as const;

/** The advanced settings' tab links; the current one is marked. */
export function AdvancedSettingsTabs({ userId }: { userId: string }) {
  return (
    <HStack as="nav" aria-label="Advanced settings" gap="1" borderBottomWidth="1px" pb="2" wrap="wrap">
      {TABS.map(([path, label]) => (
        <NavLink key={path} to={`/account/${userId}/settings/advanced/${path}`}>
          {({ isActive }) => (
            <Button as="span" size="sm" variant={isActive ? 'subtle' : 'ghost'} aria-current={isActive ? 'page' : undefined}>
              {label}
            </Button>
          )}
        </NavLink>
      ))}
    </HStack>
  );
}
