import { Suspense, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AiRecommendationsButtonQuery } from '../../../__generated__/AiRecommendationsButtonQuery.graphql.ts';
import { useRecommendItemSpecificsMutation } from '../mutations/RecommendItemSpecificsMutation.ts';
import { AI_GENERIC_ERROR, aiRecommendationOutcome, aiRecommendationsOffered, type ItemSpecificValue } from './aiRecommendations.ts';

export interface AiRecommendationsButtonProps {
  /** The inventory item (its global id or raw id). */
  itemId: string;
  /** The chosen eBay category id. */
  categoryId: string;
  /** Called with the recommended specifics (values of SELECTION_ONLY aspects are always eBay's). */
  onApply(specifics: ItemSpecificValue[]): void;
}

/**
 * 'Get AI Recommendations' (spec 001 §4): shown only while the viewer's AI credit balance is more
 * than 1; one credit per recommendation. Reads the balance itself, so it can sit in any editor.
 */
export function AiRecommendationsButton(props: AiRecommendationsButtonProps) {
  return (
    <Suspense fallback={null}>
      <AiRecommendationsButtonInner {...props} />
    </Suspense>
  );
}

function AiRecommendationsButtonInner({ itemId, categoryId, onApply }: AiRecommendationsButtonProps) {
  const data = useLazyLoadQuery<AiRecommendationsButtonQuery>(
    graphql`
      query AiRecommendationsButtonQuery {
        viewer {
          id
          aiCreditBalance
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const [recommend, busy] = useRecommendItemSpecificsMutation();
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  if (!aiRecommendationsOffered(data.viewer?.aiCreditBalance)) return null;

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
