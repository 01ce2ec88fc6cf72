import { useState, type FormEvent } from 'react';
import { ConnectionCard } from '../../connect/ConnectionCard.tsx';
import { Button, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ShopifyCard_user$key } from '../../../__generated__/ShopifyCard_user.graphql.ts';
import { Form } from '../../../components/Form.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { shopifyAuthorizedText, shopifyReauthText } from '../../../../shared/connections/messages.ts';
import { useStartShopifyAuthorizationMutation } from '../../connect/StartAuthorization.ts';
import { consentHandlers } from '../../connect/handoff.ts';

/**
 * 'Shopify Authorization' (spec 002 §2.14). The legacy button linked to the app's listing page;
 * ListBridge has no listing URL to point at, so the seller names the shop and goes straight to
 * that shop's grant screen (installs started from Shopify arrive at /shopify_app_install instead).
 */
export function ShopifyCard({ userRef, onboarding = false }: { userRef: ShopifyCard_user$key; onboarding?: boolean }) {
  const user = useFragment(
    graphql`
      fragment ShopifyCard_user on User {
        userId
        linkedPlatforms {
          shopify { authorized needsReauth domain username }
        }
      }
    `,
    userRef,
  );
  const shopify = user.linkedPlatforms.shopify;
  const [shop, setShop] = useState(shopify?.domain ?? '');
  const [error, setError] = useState<string | null>(null);
  const [start, starting] = useStartShopifyAuthorizationMutation();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!shop.trim()) return setError('No shop provided');
    setError(null);
    start({
      variables: { userId: user.userId, shop: shop.trim(), onboarding },
      ...consentHandlers('shopify', onboarding, (d) => d.startShopifyAuthorization, setError, 'Could not reach Shopify'),
    });
  }

  return (
    <ConnectionCard title="Shopify Authorization" mutations={['startShopifyAuthorization']}>
      {shopify?.needsReauth ? (
        <Notice status="warning">{shopifyReauthText(shopify.domain)}</Notice>
      ) : shopify ? (
        <Text>{shopifyAuthorizedText(shopify.username ?? null, shopify.domain)}</Text>
      ) : (
        <Text color="fg.muted">Shopify is not authorized yet.</Text>
      )}
      <Form onSubmit={submit}>
        <FormField label="Shop" name="shop" placeholder="your-shop.myshopify.com" value={shop} onChange={(e) => setShop(e.target.value)} error={error} />
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={starting}>
          {shopify ? 'Reauthorize Shopify' : 'Authorize Shopify'}
        </Button>
      </Form>
    </ConnectionCard>
  );
}
