import { Button, HStack } from '@chakra-ui/react';
import { NavLink } from 'react-router';

// Spec 002 §2.1's advanced settings tabs that exist so far (001 §2.11: eBay, Shopify, General,
// Import; the eBay tab is another issue's page).
const TABS = [
  ['general', 'General'],
  ['shopify', 'Shopify'],
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
