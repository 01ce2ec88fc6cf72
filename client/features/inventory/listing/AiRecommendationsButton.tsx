import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { AiRecommendationsButton_viewer$key } from '../../../__generated__/AiRecommendationsButton_viewer.graphql.ts';
import { useRecommendItemSpecificsMutation } from '../mutations/RecommendItemSpecificsMutation.ts';
import { AI_GENERIC_ERROR, aiRecommendationOutcome, aiRecommendationsOffered, type ItemSpecificValue } from './aiRecommendations.ts';
import { useMay } from '../../../components/accountAccess.tsx';

export interface AiRecommendationsButtonProps {
  /** The signed-in user, whose credits pay for the recommendation (null when unknown: no button). */
  viewerRef: AiRecommendationsButton_viewer$key | null;
  /** The inventory item (its global id or raw id). */
  itemId: string;
  /** The chosen eBay category id. */
  categoryId: string;
  /** Called with the recommended specifics (values of SELECTION_ONLY aspects are always eBay's). */
  onApply(specifics: ItemSpecificValue[]): void;
}

/**
 * 'Get AI Recommendations' (spec 001 §4): shown only while the viewer's AI credit balance is more
 * than 1; one credit per recommendation. The balance is a fragment of the page's query (the
 * recommendation's answer carries the new one, so the button hides itself when it drops to one).
 */
export function AiRecommendationsButton({ viewerRef, itemId, categoryId, onApply }: AiRecommendationsButtonProps) {
  const may = useMay();
  const viewer = useFragment(
    graphql`
      fragment AiRecommendationsButton_viewer on User {
        aiCreditBalance
      }
    `,
    viewerRef,
  );
  const [recommend, busy] = useRecommendItemSpecificsMutation();
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  if (!aiRecommendationsOffered(viewer?.aiCreditBalance) || !may('recommendItemSpecifics')) return null;

  function run() {
    setError(null);
    setNote(null);
    recommend({
      variables: { itemId, categoryId },
      onCompleted: ({ recommendItemSpecifics }) => {
        const outcome = aiRecommendationOutcome(recommendItemSpecifics);
        if (outcome.kind === 'error') setError(outcome.error);
        else if (outcome.kind === 'empty') setNote(outcome.note);
        else onApply(outcome.specifics);
      },
      onError: () => setError(AI_GENERIC_ERROR),
    });
  }

  return (
    <Stack gap="1" align="flex-start">
      <Button size="sm" variant="outline" colorPalette="brand" onClick={run} loading={busy} loadingText="Getting AI Recommendations…" disabled={!categoryId}>
        Get AI Recommendations
      </Button>
      {note && (
        <Text color="fg.muted" textStyle="sm" aria-live="polite">
          {note}
        </Text>
      )}
      {error && (
        <Text role="alert" color="fg.error" textStyle="sm" data-testid="ai-recommendations-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
