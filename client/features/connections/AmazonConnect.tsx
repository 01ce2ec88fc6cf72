import { useEffect, useState } from 'react';
import { SelectField } from '../../components/SelectField.tsx';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { AmazonConnect_user$key } from '../../__generated__/AmazonConnect_user.graphql.ts';
import { AMAZON_MARKETPLACES } from '../../../shared/channels/marketplaces.ts';
import { Notice } from '../../components/Notice.tsx';
import { useStartAmazonAuthorizationMutation } from '../connect/StartAuthorization.ts';
import { goToConsent, startOf } from '../connect/handoff.ts';

const ACTIVE = AMAZON_MARKETPLACES.filter((m) => m.active);

/**
 * Marketplace picker and 'Connect Amazon Account' (spec 000 §2): the consent link is fetched as
 * soon as a marketplace is chosen, and the button stays disabled until it has loaded.
 */
export function AmazonConnect({ userRef, onboarding }: { userRef: AmazonConnect_user$key; onboarding: boolean }) {
  const user = useFragment(
    graphql`
      fragment AmazonConnect_user on User {
        userId
        linkedPlatforms {
          amazon {
            marketplaceId
            marketplaceName
            status
          }
        }
      }
    `,
    userRef,
  );
  const amazon = user.linkedPlatforms.amazon;
  const [marketplaceId, setMarketplaceId] = useState(amazon?.marketplaceId ?? ACTIVE[0]!.id);
  const [link, setLink] = useState<{ state: string; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [start] = useStartAmazonAuthorizationMutation();

  useEffect(() => {
    setLink(null);
    setError(null);
    const d = start({
      variables: { userId: user.userId, marketplaceId, onboarding },
      onCompleted: ({ startAmazonAuthorization: r }) => {
        const link = startOf(r);
        if (link) setLink(link);
        else setError(r.message || 'Could not reach Amazon');
      },
      onError: () => setError('Could not reach Amazon'),
    });
    return () => d.dispose();
  }, [marketplaceId, onboarding, start, user.userId]);

  return (
    <Stack gap="3">
      {amazon && (
        <Text>
          Connected to Amazon <strong>{amazon.marketplaceName}</strong>{' '}
          <span role="img" aria-label="connected">
            ✓
          </span>
        </Text>
      )}
      <HStack align="flex-end" gap="3" wrap="wrap">
        <SelectField
          label="Amazon Marketplace"
          maxW="xs"
          value={marketplaceId}
          onChange={setMarketplaceId}
          options={ACTIVE.map((m) => ({ value: m.id, label: m.name }))}
        />
        <Button colorPalette="brand" disabled={!link} onClick={() => link && goToConsent('amazon', link, onboarding)}>
          {amazon ? 'Reconnect Amazon Account' : 'Connect Amazon Account'}
        </Button>
      </HStack>
      {error && <Notice status="error">{error}</Notice>}
    </Stack>
  );
}
