import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ROLE_PERMISSIONS, type TeamRole } from '../../shared/api/roles.ts';
import type { NavAccount } from './navSections.ts';

export interface TeamAccountEntry {
  readonly accountId: string;
  readonly email: string;
  readonly role: string;
}

const roleWord = (role: string) => role.charAt(0) + role.slice(1).toLowerCase();

/** The account in the path and what the person's role there allows (null: not one of theirs, e.g. an admin impersonating). */
export function navAccount(accounts: readonly TeamAccountEntry[], accountId: string | null): NavAccount | null {
  const found = accountId ? accounts.find((a) => a.accountId === accountId) : undefined;
  if (!found || !(found.role in ROLE_PERMISSIONS)) return null;
  return { accountId: found.accountId, permissions: new Set(ROLE_PERMISSIONS[found.role as TeamRole]) };
}

/**
 * The header's account switcher (issue 35): a person in several sellers' teams moves between
 * their accounts; the account is in the path (/account/{id}/…) as everywhere else. The entries are
 * links (see TopNav's NavGroup).
 */
export function AccountSwitcher({ accounts, accountId }: { accounts: readonly TeamAccountEntry[]; accountId: string | null }) {
  if (accounts.length < 2) return null;
  const current = accounts.find((a) => a.accountId === accountId) ?? accounts[0]!;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="gray" data-testid="account-switcher" maxW="16rem">
          <Text truncate>
            {current.email} · {roleWord(current.role)}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {accounts.map((a) => (
              <Menu.Item key={a.accountId} value={a.accountId} asChild>
                <RouterLink to={`/account/${a.accountId}/amazon-inventory/`}>
                  {a.email} ({roleWord(a.role)})
                </RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
