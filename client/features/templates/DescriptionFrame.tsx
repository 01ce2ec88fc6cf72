import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { Notice } from '../../components/Notice.tsx';
import type { PreviewState } from './useDescriptionPreview.ts';

/** eBay shows descriptions in a frame about this wide (spec 001 §2.12: "a 600px frame"). */
export const PREVIEW_WIDTH = 600;

/**
 * A rendered eBay description in a 600px sandboxed frame: `sandbox=""` (no scripts, no forms, no
 * same-origin access, no navigation) with the HTML as srcdoc, so nothing in a seller's template can
 * reach the app. A failing template shows 'Error compiling template' and the reason.
 */
export function DescriptionFrame({ state, label = 'Description preview' }: { state: PreviewState; label?: string }) {
  if (state.kind === 'error')
    return (
      <Stack gap="2" maxW={`${PREVIEW_WIDTH}px`} data-testid="description-preview-error">
        <Notice status="error">{state.message}</Notice>
        {state.reason && (
          <Text fontSize="sm" color="fg.muted">
            {state.reason}
          </Text>
        )}
      </Stack>
    );
  return (
    <Box position="relative" w={`${PREVIEW_WIDTH}px`} maxW="100%" aria-busy={state.kind === 'loading'}>
      {state.html !== null && (
        <iframe
          title={label}
          sandbox=""
          srcDoc={state.html}
          data-testid="description-preview-frame"
          style={{ width: '100%', height: `${PREVIEW_WIDTH}px`, border: '1px solid var(--chakra-colors-border)', borderRadius: '4px', background: '#fff' }}
        />
      )}
      {state.kind === 'loading' && (
        <Box position="absolute" top="2" right="2" aria-label="Updating preview">
          <Spinner size="sm" />
        </Box>
      )}
      {state.kind === 'loading' && state.html === null && <Box h={`${PREVIEW_WIDTH}px`} borderWidth="1px" borderRadius="sm" />}
    </Box>
  );
}
