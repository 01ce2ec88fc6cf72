import { CHANNELS } from '../../shared/channels.ts';
import type { Permission } from '../../shared/api/token-scopes.ts';

export interface NavViewer {
  userId: string;
  email: string;
  isAdmin: boolean;
  onboardingFinished: boolean;
}

/** The account shown (a team member's may be another seller's, issue 35) and what the person may do there. */
export interface NavAccount {
  accountId: string;
  permissions: ReadonlySet<Permission>;
}

/** A channel of the Listings and Sales menus: the server's registry's (`channels`), else the spec's three. */
export interface NavChannel {
  name: string;
  segment: string;
  hasSales: boolean;
}

const SPEC_CHANNELS: readonly NavChannel[] = CHANNELS.map((c) => ({ name: c.name, segment: c.slug, hasSales: true }));

export interface NavSection {
  label: string;
  items: Array<{ text: string; to: string }>;
}

/**
 * The entries of the top navigation (spec 001 §2.10), once for the desktop row and the phone
 * drawer: shown when signed in and past onboarding (admins always). A section with one item whose
 * text is its label is a plain link.
 */
export function navSections(
  viewer: NavViewer | null,
  impersonatedUserId: string | null = null,
  account: NavAccount | null = null,
  channels: readonly NavChannel[] = SPEC_CHANNELS,
): NavSection[] {
  const inTeam = !!account && account.accountId !== viewer?.userId;
  if (!viewer || !(viewer.onboardingFinished || viewer.isAdmin || inTeam)) return [];
  // While an admin impersonates a seller, the seller's pages (spec 001 §2.10); a team member's, the account they are in.
  const base = `/account/${impersonatedUserId ?? (inTeam ? account.accountId : viewer.userId)}`;
  // What the person's role allows (the server refuses the rest anyway); the owner and admins everything.
  const may = (p: Permission) => !account || account.permissions.has(p);
  const link = (label: string, to: string): NavSection => ({ label, items: [{ text: label, to }] });
  const settings = [
    { text: 'Linked Platforms', to: `${base}/settings/linked-platforms`, needs: 'ACCOUNT_READ' as Permission },
    { text: 'Account & Payment', to: `${base}/settings/account`, needs: 'BILLING' as Permission },
    { text: 'Advanced Settings', to: `${base}/settings/advanced/ebay`, needs: 'LISTING_SETTINGS' as Permission },
    { text: 'API & Webhooks', to: `${base}/settings/api`, needs: 'API_MANAGE' as Permission },
    { text: 'Team', to: `${base}/settings/team`, needs: 'ACCOUNT_READ' as Permission },
    { text: 'Activity', to: `${base}/activity`, needs: 'AUDIT_READ' as Permission },
  ].filter((i) => may(i.needs));
  return [
    ...(may('INVENTORY_READ') ? [link('Amazon Inventory', `${base}/amazon-inventory/`)] : []),
    // Issue 36: beside the inventory, not instead of it (the landing after sign-in stays the inventory).
    ...(may('SALES_READ') ? [link('Dashboard', `${base}/dashboard`)] : []),
    ...(may('LISTINGS_READ')
      ? [
          {
            label: 'Listings',
            items: channels.map((c) => ({ text: c.name, to: `${base}/listings/${c.segment}/` })),
          },
        ]
      : []),
    ...(may('SALES_READ')
      ? [
          {
            label: 'Sales',
            items: channels.filter((c) => c.hasSales).map((c) => ({ text: c.name, to: `${base}/sales/${c.segment}/` })),
          },
        ]
      : []),
    {
      label: 'Settings',
      items: settings.map(({ text, to }) => ({ text, to })),
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
