import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';

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
  const navigate = useNavigate();
  if (!viewer) {
    return (
      <Button asChild size="sm" variant="outline">
        <RouterLink to="/sign-in">Sign In</RouterLink>
      </Button>
    );
  }
  return (
    <Menu.Root
      onSelect={({ value }) =>
        navigate(
          value === 'sign-out'
            ? '/sign-out'
            : value === 'administrate'
              ? `/admin/${impersonating?.userId}`
              : value === 'stop-impersonating'
                ? `/account/${viewer.userId}/amazon-inventory/`
                : `/account/${viewer.userId}/settings/change-password`,
        )
      }
    >
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" maxW={{ base: '10rem', md: '16rem' }} truncate aria-label={`User menu for ${viewer.email}`}>
          {viewer.email}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="change-password">Change Password</Menu.Item>
            {impersonating && <Menu.Item value="administrate">Administrate User</Menu.Item>}
            {impersonating && <Menu.Item value="stop-impersonating">Stop Impersonating</Menu.Item>}
            <Menu.Item value="sign-out">Sign Out</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
