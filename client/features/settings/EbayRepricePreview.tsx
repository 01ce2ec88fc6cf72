import { useEffect, useState } from 'react';
import { Box, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { EbayRepricePreviewQuery, EbayRepricePreviewQuery$data } from '../../__generated__/EbayRepricePreviewQuery.graphql.ts';
import { formatMoney } from '../../money/money.ts';
import type { EbaySettingsChanges } from './ebaySettingsForm.ts';

const previewQuery = graphql`
  query EbayRepricePreviewQuery($userId: String!, $settings: EbaySettingsInput!) {
    ebayRepricePreview(userId: $userId, settings: $settings, sampleSize: 10) {
      __typename
      ... on EbayRepricePreview {
        liveListings
        repriced
        sample {
          listingId
          title
          sku
          currentPriceCents
          newPriceCents
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Wait after the last keystroke before asking the server. */
const DEBOUNCE_MS = 600;

type Result = EbayRepricePreviewQuery$data['ebayRepricePreview'];
type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'done'; result: Result };

/**
 * The dry run of a pricing change (issue 12): how many live eBay listings the new pricing would
 * reprice and a sample of their new prices, computed by the server from the engine's own rules.
 */
export function EbayRepricePreview({ userId, pricing, currency }: { userId: string; pricing: EbaySettingsChanges; currency: string }) {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(pricing);
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    let live = true;
    let sub: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      sub = fetchQuery<EbayRepricePreviewQuery>(environment, previewQuery, { userId, settings: JSON.parse(key) }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => live && setState({ status: 'done', result: data.ebayRepricePreview }),
        error: (err: unknown) => live && setState({ status: 'failed', message: err instanceof Error ? err.message : String(err) }),
      });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      sub?.unsubscribe();
    };
  }, [environment, userId, key]);

  return (
    <Box role="region" aria-label="Pricing preview" aria-live="polite" borderWidth="1px" rounded="md" p="4" bg="bg.subtle">
      <Text fontWeight="semibold" mb="2">
        Preview of your new pricing
      </Text>
      {state.status === 'loading' && (
        <HStack gap="2" role="status">
          <Spinner size="xs" aria-hidden />
          <Text fontSize="sm">Calculating new prices...</Text>
        </HStack>
      )}
      {state.status === 'failed' && (
        <Text fontSize="sm" color="fg.error">
          Could not compute the preview: {state.message}
        </Text>
      )}
      {state.status === 'done' && state.result.__typename !== 'EbayRepricePreview' && (
        <Text fontSize="sm" color="fg.error">
          {state.result.message ?? 'Could not compute the preview.'}
        </Text>
      )}
      {state.status === 'done' && state.result.__typename === 'EbayRepricePreview' && (
        <PreviewResult
          result={{ liveListings: state.result.liveListings ?? 0, repriced: state.result.repriced ?? 0, sample: state.result.sample ?? [] }}
          currency={currency}
        />
      )}
    </Box>
  );
}

interface Preview {
  liveListings: number;
  repriced: number;
  sample: readonly { listingId: string; title: string; sku: string; currentPriceCents?: number | null; newPriceCents: number }[];
}

function PreviewResult({ result, currency }: { result: Preview; currency: string }) {
  if (result.liveListings === 0) return <Text fontSize="sm">You have no live eBay listings: the new pricing applies to the items you list next.</Text>;
  if (result.repriced === 0) return <Text fontSize="sm">No live eBay listing changes price ({result.liveListings} live).</Text>;
  return (
    <Box>
      <Text fontSize="sm" data-testid="reprice-count">
        Saving will reprice {result.repriced} of your {result.liveListings} live eBay listings.
      </Text>
      <Table.ScrollArea mt="3" borderWidth="1px" rounded="md" maxW="full">
        <Table.Root size="sm" aria-label="Listings repriced">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Item</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Current price</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">New price</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.sample.map((r) => (
              <Table.Row key={r.listingId}>
                <Table.Cell minW="48">
                  <Text lineClamp={2}>{r.title}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {r.sku}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(r.currentPriceCents, currency)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {formatMoney(r.newPriceCents, currency)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {result.repriced > result.sample.length && (
        <Text fontSize="xs" color="fg.muted" mt="2">
          Showing {result.sample.length} of {result.repriced}.
        </Text>
      )}
    </Box>
  );
}
