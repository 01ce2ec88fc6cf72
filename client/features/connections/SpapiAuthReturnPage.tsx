import { useEffect, useRef, useState } from 'react';
import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useConnectAmazonMutation } from './mutations/ConnectAmazonMutation.ts';
import { clearHandoff, linkedPlatformsPath, readHandoff } from '../connect/handoff.ts';
import type { ReturnRouteData } from '../connect/returnLoader.ts';
import { ReturnScreen } from '../connect/ReturnScreen.tsx';

/**
 * /spapi-auth: Seller Central sends the browser back with selling_partner_id, spapi_oauth_code and
 * state. During onboarding the wizard goes on to plan selection, otherwise to Linked Platforms.
 */
export function SpapiAuthReturnPage() {
  const { userId } = useLoaderData() as ReturnRouteData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [connect] = useConnectAmazonMutation();
  const [error, setError] = useState<string | null>(null);
  const once = useRef(false);

  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const state = params.get('state') ?? '';
    const handoff = readHandoff('amazon');
    if (!state || (handoff && handoff.state !== state)) return setError('Invalid State');
    connect({
      variables: {
        userId,
        sellingPartnerId: params.get('selling_partner_id') ?? '',
        spapiOauthCode: params.get('spapi_oauth_code') ?? '',
        state,
        setOnboarding: handoff?.onboarding ?? false,
      },
      onCompleted: ({ connectAmazon: r }) => {
        if (r.__typename !== 'ConnectionReturn') return setError(r.__typename === 'InvalidOAuthStateError' ? 'Invalid State' : r.message || 'Error');
        clearHandoff('amazon');
        navigate(r.flow === 'onboarding' ? '/onboarding/plan' : linkedPlatformsPath(userId), { replace: true });
      },
      onError: () => setError('Error'),
    });
  }, [connect, navigate, params, userId]);

  if (error) {
    return (
      <ReturnScreen title={error} subtitle="Something went wrong with your Amazon authentication.">
        <Link asChild>
          <RouterLink to={linkedPlatformsPath(userId)}>Back to Linked Platforms</RouterLink>
        </Link>
      </ReturnScreen>
    );
  }
  return <ReturnScreen waiting title="Give us a minute" subtitle="We're connecting your Amazon account" />;
}
