import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { TemplatePreviewFrameQuery, ListingTemplateInput } from '../../__generated__/TemplatePreviewFrameQuery.graphql.ts';
import { DescriptionFrame } from './DescriptionFrame.tsx';
import { type PreviewAnswer, previewAnswer, useDescriptionPreview } from './useDescriptionPreview.ts';

const query = graphql`
  query TemplatePreviewFrameQuery($userId: String!, $template: ListingTemplateInput, $itemId: String) {
    ebayTemplatePreview(userId: $userId, template: $template, itemId: $itemId) {
      __typename
      ... on DescriptionPreview {
        html
      }
      ... on TemplateCompileError {
        message
        reason
      }
      ... on Error {
        message
      }
    }
  }
`;

/** The template settings to preview; a field left out is the seller's saved setting. */
export type TemplatePreviewSettings = ListingTemplateInput;

export interface TemplatePreviewFrameProps {
  /** The seller ('-' = the signed-in one). */
  userId: string;
  /** The settings page's current (unsaved) template settings. */
  template: TemplatePreviewSettings;
  /** One of the seller's items (raw id) to render; none: sample data. */
  itemId?: string | null;
}

/**
 * The eBay Advanced Settings page's preview of the description template (style, footer,
 * custom HTML/CSS) in the 600px sandboxed frame, updating as the settings change.
 */
export function TemplatePreviewFrame({ userId, template, itemId = null }: TemplatePreviewFrameProps) {
  const environment = useRelayEnvironment();
  const variables = { userId, template, itemId };
  const state = useDescriptionPreview(JSON.stringify(variables), async (): Promise<PreviewAnswer> => {
    const data = await fetchQuery<TemplatePreviewFrameQuery>(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise();
    return previewAnswer(data?.ebayTemplatePreview);
  });
  return <DescriptionFrame state={state} label="Description template preview" />;
}
