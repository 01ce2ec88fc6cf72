import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** The seller an admin is acting as (spec 001 §2.10): their id and, once loaded, their email. */
export interface Impersonating {
  userId: string;
  email: string | null;
}

/**
 * The user menu of spec 001 §2.10: the email, Change Password, Sign Out; signed out: Sign In. For
 * an admin who is impersonating, also Administrate User and Stop Impersonating (back to the admin's
 * own inventory).
 */
export function UserMenu({ viewer, impersonating = null }: { viewer: { userId: string; email: string } | null; impersonating?: Impersonating | null }) {
  if (!viewer) {
    return (
      <Button asChild size="sm" variant="outline">
        <RouterLink to="/sign-in">Sign In</RouterLink>
      </Button>
    );
  }
  // Links inside the menu rather than onSelect values (see TopNav's NavGroup).
  const entries: Array<{ value: string; to: string; text: string }> = [
    { value: 'change-password', to: `/account/${viewer.userId}/settings/change-password`, text: 'Change Password' },
    ...(impersonating
      ? [
          { value: 'administrate', to: `/admin/${impersonating.userId}`, text: 'Administrate User' },
          { value: 'stop-impersonating', to: `/account/${viewer.userId}/amazon-inventory/`, text: 'Stop Impersonating' },
        ]
      : []),
    { value: 'sign-out', to: '/sign-out', text: 'Sign Out' },
  ];
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" maxW={{ base: '10rem', md: '16rem' }} truncate aria-label={`User menu for ${viewer.email}`}>
          {viewer.email}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {entries.map((e) => (
              <Menu.Item key={e.value} value={e.value} asChild>
                <RouterLink to={e.to}>{e.text}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
