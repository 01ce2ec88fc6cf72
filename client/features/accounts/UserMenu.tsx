import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';

/** The user menu of spec 001 §2.10: the email, Change Password, Sign Out; signed out: Sign In. */
export function UserMenu({ viewer }: { viewer: { userId: string; email: string } | null }) {
  const navigate = useNavigate();
  if (!viewer) {
    return (
      <Button asChild size="sm" variant="outline">
        <RouterLink to="/sign-in">Sign In</RouterLink>
      </Button>
    );
  }
  return (
    <Menu.Root onSelect={({ value }) => navigate(value === 'sign-out' ? '/sign-out' : `/account/${viewer.userId}/settings/change-password`)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" maxW={{ base: '10rem', md: '16rem' }} truncate aria-label={`User menu for ${viewer.email}`}>
          {viewer.email}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="change-password">Change Password</Menu.Item>
            <Menu.Item value="sign-out">Sign Out</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
