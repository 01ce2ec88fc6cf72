import type { Impersonating } from './UserMenu.tsx';
import { useState } from 'react';
import { Box, Button, CloseButton, Drawer, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { NavSection, NavViewer } from './navSections.ts';

function DrawerLink({ to, children, onGo }: { to: string; children: string; onGo: () => void }) {
  return (
    <Link asChild display="block" py="2" px="2" rounded="md" color="fg" textDecoration="none" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
      <RouterLink to={to} onClick={onGo}>
        {children}
      </RouterLink>
    </Link>
  );
}

/**
 * The phone navigation: a 'Menu' button opening a drawer with every entry of the top navigation
 * and the user menu (e-mail, Change Password, Sign Out). Chakra's drawer traps focus, closes on
 * Escape and returns focus to the button; following a link closes it.
 */
export function NavDrawer({ sections, viewer, impersonating }: { sections: NavSection[]; viewer: NavViewer; impersonating?: Impersonating | null }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <Button size="sm" variant="outline" aria-label="Open menu">
          <Box as="span" aria-hidden fontSize="lg" lineHeight="1">
            ☰
          </Box>
          Menu
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Menu" gap="4">
                {sections.map((s) =>
                  s.items.length === 1 && s.items[0]!.text === s.label ? (
                    <DrawerLink key={s.label} to={s.items[0]!.to} onGo={close}>
                      {s.label}
                    </DrawerLink>
                  ) : (
                    <Box key={s.label} role="group" aria-label={s.label}>
                      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" px="2">
                        {s.label}
                      </Text>
                      {s.items.map((i) => (
                        <DrawerLink key={i.to + i.text} to={i.to} onGo={close}>
                          {i.text}
                        </DrawerLink>
                      ))}
                    </Box>
                  ),
                )}
                <Box role="group" aria-label="Account" borderTopWidth="1px" pt="3">
                  <Text fontSize="sm" color="fg.muted" px="2" truncate title={viewer.email}>
                    {viewer.email}
                  </Text>
                  <DrawerLink to={`/account/${viewer.userId}/settings/change-password`} onGo={close}>
                    Change Password
                  </DrawerLink>
                  {impersonating && (
                    <>
                      <DrawerLink to={`/admin/${impersonating.userId}`} onGo={close}>
                        Administrate User
                      </DrawerLink>
                      <DrawerLink to={`/account/${viewer.userId}/amazon-inventory/`} onGo={close}>
                        Stop Impersonating
                      </DrawerLink>
                    </>
                  )}
                  <DrawerLink to="/sign-out" onGo={close}>
                    Sign Out
                  </DrawerLink>
                </Box>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
