import { Card, Text } from '@chakra-ui/react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { DescriptionPreviewQuery } from '../../../__generated__/DescriptionPreviewQuery.graphql.ts';
import { DescriptionFrame } from '../../templates/DescriptionFrame.tsx';
import { type PreviewAnswer, previewAnswer, useDescriptionPreview } from '../../templates/useDescriptionPreview.ts';
import { cleanDetails, cleanList, type ListingDraft } from './listingDraft.ts';

const query = graphql`
  query DescriptionPreviewQuery($id: ID!, $draft: DescriptionDraftInput) {
    node(id: $id) {
      ... on InventoryItem {
        ebayDescriptionPreview(draft: $draft) {
          __typename
          ... on DescriptionPreview {
            html
          }
          ... on TemplateCompileError {
            message
            reason
          }
        }
      }
    }
  }
`;

/**
 * Spec 001 §2.12: the live preview of the rendered listing template in a 600px frame, from the
 * draft as the seller edits it (title, description, images, details, features; unsaved).
 */
export function DescriptionPreview({ itemId, draft }: { itemId: string; draft: ListingDraft }) {
  const environment = useRelayEnvironment();
  const variables = {
    id: itemId,
    draft: {
      title: draft.title.trim(),
      description: draft.description,
      images: cleanList(draft.images),
      featureBullets: cleanList(draft.featureBullets),
      productDetails: cleanDetails(draft.productDetails),
    },
  };
  const state = useDescriptionPreview(JSON.stringify(variables), async (): Promise<PreviewAnswer> => {
    const data = await fetchQuery<DescriptionPreviewQuery>(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise();
    return previewAnswer(data?.node?.ebayDescriptionPreview);
  });
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Description Preview</Card.Title>
        <Text fontSize="sm" color="fg.muted">
          How the description will look on eBay with your listing template, including unsaved changes.
        </Text>
      </Card.Header>
      <Card.Body overflowX="auto">
        <DescriptionFrame state={state} label="eBay description preview" />
      </Card.Body>
    </Card.Root>
  );
}
