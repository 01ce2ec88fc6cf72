import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { LinkedPlatformsPageQuery } from '../../__generated__/LinkedPlatformsPageQuery.graphql.ts';
import { AmazonCard } from './AmazonCard.tsx';
import { linkedPlatformsPageQuery } from './LinkedPlatformsPageQuery.ts';
import { ChannelCards } from '../channels/ChannelCards.tsx';
import { LinkedChannelCards } from './LinkedChannelCards.tsx';

/** Settings → Linked Platforms (spec 000 §2, 002 §2.14): Amazon, the cards of the client's registry (eBay, Shopify, OnBuy), then those the server's registry declares for the other channels. */
export function LinkedPlatformsPage() {
  const data = usePreloadedQuery<LinkedPlatformsPageQuery>(linkedPlatformsPageQuery, useLoaderData() as PreloadedQuery<LinkedPlatformsPageQuery>);
  if (!data.user) return null;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Linked Platforms
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <AmazonCard userRef={data.user} />
        <ChannelCards userRef={data.user} />
        <LinkedChannelCards userRef={data.user} />
      </SimpleGrid>
    </Stack>
  );
}
