import { graphql, useMutation } from 'react-relay';
import type { StartAuthorizationAmazonMutation } from '../../__generated__/StartAuthorizationAmazonMutation.graphql.ts';
import type { StartAuthorizationEbayMutation } from '../../__generated__/StartAuthorizationEbayMutation.graphql.ts';
import type { StartAuthorizationShopifyInstallMutation } from '../../__generated__/StartAuthorizationShopifyInstallMutation.graphql.ts';
import type { StartAuthorizationShopifyMutation } from '../../__generated__/StartAuthorizationShopifyMutation.graphql.ts';

// Every channel's "start authorization" mutation answers the same way: the state the server signed
// and the consent URL to send the seller to (read by handoff.ts's consentHandlers), or an error's
// message. Each channel only names its own arguments, so they live together here, one line each.

export const useStartAmazonAuthorizationMutation = () =>
  useMutation<StartAuthorizationAmazonMutation>(graphql`
    mutation StartAuthorizationAmazonMutation($userId: String!, $marketplaceId: String!, $onboarding: Boolean) {
      startAmazonAuthorization(userId: $userId, marketplaceId: $marketplaceId, onboarding: $onboarding) { __typename ... on AuthorizationStart { state url } ... on Error { message } }
    }
  `);

export const useStartEbayAuthorizationMutation = () =>
  useMutation<StartAuthorizationEbayMutation>(graphql`
    mutation StartAuthorizationEbayMutation($userId: String!, $siteId: Int!, $onboarding: Boolean) {
      startEbayAuthorization(userId: $userId, siteId: $siteId, onboarding: $onboarding) { __typename ... on AuthorizationStart { state url } ... on Error { message } }
    }
  `);

export const useStartShopifyAuthorizationMutation = () =>
  useMutation<StartAuthorizationShopifyMutation>(graphql`
    mutation StartAuthorizationShopifyMutation($userId: String!, $shop: String!, $onboarding: Boolean) {
      startShopifyAuthorization(userId: $userId, shop: $shop, onboarding: $onboarding) { __typename ... on AuthorizationStart { state url } ... on Error { message } }
    }
  `);

/** Shopify's install link (the app opened from the Shopify admin) starts the same handoff. */
export const useShopifyAppInstallMutation = () =>
  useMutation<StartAuthorizationShopifyInstallMutation>(graphql`
    mutation StartAuthorizationShopifyInstallMutation($userId: String!, $query: String!, $onboarding: Boolean) {
      shopifyAppInstall(userId: $userId, query: $query, onboarding: $onboarding) { __typename ... on AuthorizationStart { state url } ... on Error { message code } }
    }
  `);
