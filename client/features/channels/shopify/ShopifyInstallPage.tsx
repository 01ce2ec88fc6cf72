import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { useShopifyAppInstallMutation } from '../../connect/StartAuthorization.ts';
import { goToConsent, startOf } from '../../connect/handoff.ts';
import type { ReturnRouteData } from '../../connect/returnLoader.ts';
import { ReturnScreen } from '../../connect/ReturnScreen.tsx';

/**
 * /shopify_app_install (spec 002 §2.5): Shopify's signed install request. The server checks the
 * signature and issues the state; the browser goes on to the shop's grant screen.
 */
export function ShopifyInstallPage() {
  const { userId, onboardingFinished } = useLoaderData() as ReturnRouteData;
  const { search } = useLocation();
  const [install] = useShopifyAppInstallMutation();
  const [failure, setFailure] = useState<1 | 2 | null>(null);
  const once = useRef(false);
  const hasShop = !!new URLSearchParams(search).get('shop');

  useEffect(() => {
    if (once.current || !hasShop) return;
    once.current = true;
    install({
      variables: { userId, query: search, onboarding: !onboardingFinished },
      onCompleted: ({ shopifyAppInstall: r }) => {
        const link = startOf(r);
        if (link) goToConsent('shopify', link, !onboardingFinished);
        // (1): the install call was refused; (2): it answered without a place to go.
        else setFailure(r.__typename === 'AuthorizationStart' ? 2 : 1);
      },
      onError: () => setFailure(1),
    });
  }, [hasShop, install, onboardingFinished, search, userId]);

  if (!hasShop) return <ReturnScreen title="Shopify App Install Error" subtitle="No shop provided" />;
  if (failure) return <ReturnScreen title={`Shopify Install Error (${failure})`} subtitle="There was a problem with your app install request" />;
  return <ReturnScreen waiting title="Give us a minute" subtitle="We're connecting your shopify account" />;
}
