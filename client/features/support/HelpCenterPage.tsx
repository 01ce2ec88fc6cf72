import { Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

// '-' is the signed-in seller (the account routes replace it); a signed-out reader meets sign-in first.
const to = (path: string) => `/account/-/${path}`;

function Topic({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="lg" mb="2">
        {title}
      </Heading>
      <Stack gap="2" color="fg">
        {children}
      </Stack>
    </Box>
  );
}

const InApp = ({ path, children }: { path: string; children: React.ReactNode }) => (
  <Link asChild colorPalette="brand" textDecoration="underline">
    <RouterLink to={to(path)}>{children}</RouterLink>
  </Link>
);

/**
 * Help › Help Center. The spec links an external help centre; none exists for this product, so the
 * answers a new seller needs live here, in the app, with links to the screens they describe.
 */
export function HelpCenterPage() {
  return (
    <Stack gap="8" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Help Center
        </Heading>
        <Text color="fg.muted">How ListBridge lists your Amazon inventory on other channels, keeps it in sync and fulfils the sales.</Text>
      </Stack>

      <Topic title="Getting started">
        <List.Root as="ol" ps="5" gap="1">
          <List.Item>
            Connect your Amazon seller account in <InApp path="settings/linked-platforms">Linked Platforms</InApp>. ListBridge imports your FBA and
            merchant-fulfilled inventory; the first import of a large catalogue takes a few minutes.
          </List.Item>
          <List.Item>Authorise the channels you sell on (eBay, Shopify, OnBuy) on the same page.</List.Item>
          <List.Item>
            Choose a plan for each channel in <InApp path="settings/account">Account &amp; Payment</InApp>: the plan sets how many listings you can have and
            whether quantities sync automatically.
          </List.Item>
          <List.Item>
            Select items in <InApp path="amazon-inventory/">Amazon Inventory</InApp> and use the actions bar to list them.
          </List.Item>
        </List.Root>
      </Topic>

      <Topic title="Listing and delisting">
        <Text>
          A listing is one item on one channel. Its status shows on the inventory and on each channel's Listings page: in progress (Listing, Delisting,
          Publishing), live (Listed, or Published on OnBuy) or failed with the channel's own message. Open an item to edit its title, description, images and
          price for the channels, then revise the live listings.
        </Text>
        <Text>
          'Cancel Unposted' takes back items that are still waiting to be listed. Delisting ends the listing on the channel; the item stays in your inventory.
        </Text>
      </Topic>

      <Topic title="Quantities and prices">
        <Text>
          With a Pro plan or above on a channel (and its quantity sync on, as it starts), channel quantities follow your Amazon quantities (FBA plus
          merchant-fulfilled) within about a minute, less any quantity buffer you set for an item or for all items, and never below zero: an item that sells out
          on Amazon shows 0 on the channels instead of being ended. Prices follow your pricing settings; a price you lock on an item is never repriced. Each
          listing's history shows every automatic change and why it was made.
        </Text>
      </Topic>

      <Topic title="Sales and fulfilment">
        <Text>
          Orders from your channels are imported automatically. For FBA items ListBridge orders the goods from Amazon Multi-Channel Fulfilment and sends the
          carrier and tracking number back to the channel once Amazon ships. Merchant-fulfilled items are left for you to ship.
        </Text>
      </Topic>

      <Topic title="Your account">
        <Text>
          Change your password, contact details and two-factor authentication from the user menu. Keep your two-factor recovery codes somewhere safe: each one
          signs you in once if you lose your authenticator.
        </Text>
      </Topic>

      <Topic title="Still stuck?">
        <Text>
          <InApp path="file-ticket">Talk to us</InApp>: describe what happened, add a screenshot, and we answer by e-mail.
        </Text>
      </Topic>
    </Stack>
  );
}
