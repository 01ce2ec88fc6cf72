import { Button, HStack } from '@chakra-ui/react';

/** Previous / Skip / Next of a wizard step (spec 000 §2 says which a step offers and when). */
export function StepButtons({
  onPrevious,
  onSkip,
  onNext,
  nextEnabled,
  busy,
}: {
  onPrevious?: () => void;
  onSkip?: () => void;
  onNext: () => void;
  nextEnabled: boolean;
  busy?: boolean;
}) {
  return (
    <HStack justify="space-between" pt="2">
      <Button variant="outline" onClick={onPrevious} disabled={!onPrevious || busy}>
        Previous
      </Button>
      <HStack>
        {onSkip && (
          <Button variant="ghost" onClick={onSkip} disabled={busy}>
            Skip
          </Button>
        )}
        <Button colorPalette="brand" onClick={onNext} disabled={!nextEnabled || busy}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
