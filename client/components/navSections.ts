import { CHANNELS } from '../../shared/channels.ts';

export interface NavViewer {
  userId: string;
  email: string;
  isAdmin: boolean;
  onboardingFinished: boolean;
}

export interface NavSection {
  label: string;
  items: Array<{ text: string; to: string }>;
}

/**
 * The entries of the top navigation (spec 001 §2.10), once for the desktop row and the phone
 * drawer: shown when signed in and past onboarding (admins always). A section with one item whose
 * text is its label is a plain link.
 */
export function navSections(viewer: NavViewer | null, impersonatedUserId: string | null = null): NavSection[] {
  if (!viewer || !(viewer.onboardingFinished || viewer.isAdmin)) return [];
  // While an admin impersonates a seller, the seller's pages (spec 001 §2.10).
  const base = `/account/${impersonatedUserId ?? viewer.userId}`;
  const link = (label: string, to: string): NavSection => ({ label, items: [{ text: label, to }] });
  return [
    link('Amazon Inventory', `${base}/amazon-inventory/`),
    // Issue 36: beside the inventory, not instead of it (the landing after sign-in stays the inventory).
    link('Dashboard', `${base}/dashboard`),
    {
      label: 'Listings',
      items: CHANNELS.map((c) => ({ text: c.name, to: `${base}/listings/${c.slug}/` })),
    },
    {
      label: 'Sales',
      items: CHANNELS.map((c) => ({ text: c.name, to: `${base}/sales/${c.slug}/` })),
    },
    {
      label: 'Settings',
      items: [
        { text: 'Linked Platforms', to: `${base}/settings/linked-platforms` },
        { text: 'Account & Payment', to: `${base}/settings/account` },
        { text: 'Advanced Settings', to: `${base}/settings/advanced/ebay` },
        { text: 'API & Webhooks', to: `${base}/settings/api` },
      ],
    },
    link('Contact Us', '/contact-us'),
    {
      label: 'Help',
      items: [
        { text: 'Help Center', to: '/help' },
        { text: 'Privacy/Terms', to: '/accept-tos' },
      ],
    },
    // Admin: the administration home, or the administrate-user page of the viewed user when impersonating.
    ...(viewer.isAdmin ? [link('Admin', impersonatedUserId ? `/admin/${impersonatedUserId}` : '/admin/')] : []),
  ];
}
