import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { useConnectShopifyMutation } from './ConnectShopifyMutation.ts';
import { clearHandoff, linkedPlatformsPath, ONBOARDING_PLATFORMS, readHandoff } from '../../connect/handoff.ts';
import type { ReturnRouteData } from '../../connect/returnLoader.ts';
import { ReturnScreen } from '../../connect/ReturnScreen.tsx';

/**
 * /shopify/oauth (spec 002 §2.6): the state must equal the one handed out (14); the return call
 * must succeed (15) and answer a connection (16).
 */
export function ShopifyReturnPage() {
  const { userId } = useLoaderData() as ReturnRouteData;
  const { search } = useLocation();
  const navigate = useNavigate();
  const [connect] = useConnectShopifyMutation();
  const [failure, setFailure] = useState<14 | 15 | 16 | null>(null);
  const once = useRef(false);

  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const state = new URLSearchParams(search).get('state') ?? '';
    const handoff = readHandoff('shopify');
    // The state must equal the one this tab stored (spec 002 §2.6); the server checks it again.
    if (!state || handoff?.state !== state) return setFailure(14);
    connect({
      variables: { userId, query: search },
      onCompleted: ({ connectShopify: r }) => {
        if (r.__typename === 'InvalidOAuthStateError') return setFailure(14);
        if (r.__typename === 'AuthorizationFailedError' && r.empty) return setFailure(16);
        if (r.__typename !== 'ConnectionReturn') return setFailure(15);
        clearHandoff('shopify');
        navigate(r.flow === 'onboarding' ? ONBOARDING_PLATFORMS : linkedPlatformsPath(userId), { replace: true });
      },
      onError: () => setFailure(15),
    });
  }, [connect, navigate, search, userId]);

  if (failure) return <ReturnScreen title={`Shopify Return Error (${failure})`} subtitle="Something went wrong. Please try again or contact support." />;
  return <ReturnScreen waiting title="Give us a minute" subtitle="We're connecting your shopify account" />;
}
