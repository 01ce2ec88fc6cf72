import { useState } from 'react';
import { Alert, CloseButton, Link, Stack } from '@chakra-ui/react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { AlertBannersQuery } from '../../__generated__/AlertBannersQuery.graphql.ts';
import { QuietBoundary } from '../../components/QuietBoundary.tsx';
import { alertBannersQuery } from './AlertBannersQuery.ts';
import { type BannerAlert, bannersFor, fromHtml, linkTarget } from './clientAlerts.ts';

const LEVELS = new Set(['error', 'warning', 'info', 'success']);

/**
 * The eBay fee banners (no Region of Residence, no shop tier) only ask for a setting that refines the
 * fee estimate: a seller may dismiss each once and it stays dismissed in this browser (issue 30: on
 * a phone they took 40% of the first screen on every page). Every other banner stays until fixed.
 */
export const DISMISSIBLE = new Set(['ebay_region_of_residence', 'ebay_business_plan']);
const dismissedKey = (userId: string) => `listbridge.dismissedAlerts.${userId}`;
function readDismissed(userId: string): Set<string> {
  try {
    const v = JSON.parse(localStorage.getItem(dismissedKey(userId)) ?? '[]');
    return new Set(Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : []);
  } catch {
    return new Set();
  }
}
function useDismissed(userId: string): [Set<string>, (type: string) => void] {
  const [dismissed, setDismissed] = useState(() => readDismissed(userId));
  const dismiss = (type: string) => {
    const next = new Set(readDismissed(userId)).add(type);
    try {
      localStorage.setItem(dismissedKey(userId), JSON.stringify([...next]));
    } catch {
      // Storage full or blocked: dismissed for this visit only.
    }
    setDismissed(next);
  };
  return [dismissed, dismiss];
}

function Banners({ userId, queryRef }: { userId: string; queryRef: PreloadedQuery<AlertBannersQuery> }) {
  // Preloaded once per user from the store or the network (no retry, no polling here: the inventory
  // header polls while a sync runs and the store brings its answers here). A failed alerts field
  // leaves the client's own.
  const data = usePreloadedQuery<AlertBannersQuery>(alertBannersQuery, queryRef);
  const u = data.user;
  const facts = u
    ? {
        ebayPlan: u.channelBilling.some((c) => c.channel === 'EBAY' && c.subscription !== null),
        ebay: u.linkedPlatforms.ebay,
        shopify: u.linkedPlatforms.shopify,
        ebayFeeCountry: u.generalSettings.ebayFeeCountry,
        ebayShopType: u.generalSettings.ebayShopType,
      }
    : null;
  const server: BannerAlert[] | null = data.alerts
    ? data.alerts.map((a) => ({ ...a, level: (LEVELS.has(a.level) ? a.level : 'info') as BannerAlert['level'] }))
    : null;
  const [dismissed, dismiss] = useDismissed(userId);
  const banners = bannersFor(server, facts).filter((a) => !(DISMISSIBLE.has(a.type) && dismissed.has(a.type)));
  if (banners.length === 0) return null;
  return (
    <Stack gap="1" mb="4" aria-label="Alerts" role="region">
      {banners.map((a) => {
        const target = linkTarget(a.link, userId);
        return (
          <Alert.Root key={`${a.type}-${a.message}`} status={a.level} data-alert-type={a.type} size="sm" py="2">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              {fromHtml(a.message)}{' '}
              {target.external ? (
                <Link href={target.href} target="_blank" rel="noopener noreferrer" fontWeight="semibold">
                  {a.linkText}
                </Link>
              ) : (
                <Link asChild fontWeight="semibold">
                  <RouterLink to={target.href}>{a.linkText}</RouterLink>
                </Link>
              )}
            </Alert.Title>
            {DISMISSIBLE.has(a.type) && (
              <CloseButton size="xs" ms="auto" alignSelf="flex-start" aria-label="Dismiss this notice" onClick={() => dismiss(a.type)} />
            )}
          </Alert.Root>
        );
      })}
    </Stack>
  );
}

/**
 * Spec 001 §2.10 / §8: the seller's alert banners in the app shell, each with a link to the page
 * that fixes it; the account area's loader preloads their query. It suspends while loading: the shell puts it in the page's Suspense boundary, so
 * banners and page appear together.
 */
export function AlertBanners({ queryRef }: { queryRef: PreloadedQuery<AlertBannersQuery> }) {
  const userId = queryRef.variables.userId;
  return (
    <QuietBoundary resetKey={userId}>
      <Banners userId={userId} queryRef={queryRef} />
    </QuietBoundary>
  );
}
