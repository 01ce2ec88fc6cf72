import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql.ts';

const query = graphql`
  query HomePageQuery {
    serverInfo {
      name
      version
      healthy
    }
  }
`;

/** Landing page of the shell until the accounts issue routes `/` to sign-in or the inventory. */
export function HomePage() {
  const ref = useLoaderData() as PreloadedQuery<HomePageQuery>;
  const { serverInfo } = usePreloadedQuery<HomePageQuery>(query, ref);
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Welcome to {serverInfo.name}
      </Heading>
      <Text color="fg.muted">
        List your Amazon inventory on eBay, Shopify and OnBuy, and keep quantities and prices in sync.
      </Text>
      <Text fontSize="sm" color="fg.subtle" data-testid="server-status">
        Version {serverInfo.version} · {serverInfo.healthy ? 'All systems running' : 'Some services are down'}
      </Text>
    </Stack>
  );
}
