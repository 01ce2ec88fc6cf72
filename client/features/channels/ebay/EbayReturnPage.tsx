import { useEffect, useRef, useState } from 'react';
import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { parseEbayState } from '../../../../shared/connections/ebay-state.ts';
import { useConnectEbayMutation } from './ConnectEbayMutation.ts';
import { clearHandoff, linkedPlatformsPath, ONBOARDING_PLATFORMS, readHandoff } from '../../connect/handoff.ts';
import type { ReturnRouteData } from '../../connect/returnLoader.ts';
import { ReturnScreen } from '../../connect/ReturnScreen.tsx';

const message = (code: 1 | 2 | 3) => `Something went wrong with your eBay authentication (Code: ${code})`;

/**
 * /ebay/oauth/accepted and the old /jltoken/accept (spec 001 §2.5): the state must be the one we
 * handed out (Code 1), the exchange must succeed (Code 2) and return data (Code 3).
 */
export function EbayAcceptedPage() {
  const { userId } = useLoaderData() as ReturnRouteData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [connect] = useConnectEbayMutation();
  const [code, setCode] = useState<1 | 2 | 3 | null>(null);
  const once = useRef(false);

  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const state = params.get('state') ?? '';
    const handoff = readHandoff('ebay');
    // The state must be the one this tab handed to eBay (spec 001 §2.5); the server checks it again.
    if (!parseEbayState(state) || handoff?.state !== state) return setCode(1);
    connect({
      variables: { userId, code: params.get('code') ?? '', state },
      onCompleted: ({ connectEbay: r }) => {
        if (r.__typename === 'InvalidOAuthStateError') return setCode(1);
        if (r.__typename === 'AuthorizationFailedError') return setCode(r.empty ? 3 : 2);
        if (r.__typename !== 'ConnectionReturn') return setCode(2);
        clearHandoff('ebay');
        navigate(r.flow === 'onboarding' ? ONBOARDING_PLATFORMS : linkedPlatformsPath(userId), { replace: true });
      },
      onError: () => setCode(2),
    });
  }, [connect, navigate, params, userId]);

  if (code === 1) return <ReturnScreen title="Invalid State" subtitle={message(1)} />;
  if (code) return <ReturnScreen title="Error" subtitle={message(code)} />;
  return <ReturnScreen waiting title="Give us a minute" subtitle="We're connecting your ebay account" />;
}

/** /ebay/oauth/rejected: the seller pressed "No thanks" on eBay (the legacy page's text is not known). */
export function EbayRejectedPage() {
  const { userId } = useLoaderData() as ReturnRouteData;
  const [params] = useSearchParams();
  const parsed = parseEbayState(params.get('state') ?? '');
  clearHandoff('ebay');
  const back = parsed?.flow === 'onboarding' ? ONBOARDING_PLATFORMS : linkedPlatformsPath(userId);
  return (
    <ReturnScreen title="eBay not authorized" subtitle="You declined to give ListBridge access to your eBay account. You can authorize eBay at any time.">
      <Link asChild>
        <RouterLink to={back}>Back to ListBridge</RouterLink>
      </Link>
    </ReturnScreen>
  );
}
