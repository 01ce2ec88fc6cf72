import { Progress, Text } from '@chakra-ui/react';

/** Progress of a running bulk action: a bar with "n of m items". */
export function BulkProgress({ done, total, verb }: { done: number; total: number; verb: string }) {
  return (
    <Progress.Root value={done} max={total} colorPalette="brand">
      <Text fontSize="sm" mb="2" role="status">
        {verb}: {done} of {total} items
      </Text>
      <Progress.Track aria-label={`${verb} progress`} aria-valuetext={`${done} of ${total} items`}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
