import { useState } from 'react';
import { Box, Image } from '@chakra-ui/react';

const FRAME = { rounded: 'sm', flexShrink: 0, borderWidth: '1px', borderColor: 'border.muted' } as const;

/**
 * An item's thumbnail (decorative: the title is next to it). `url` is the display URL the server
 * gives (`thumbSrc`). While it loads the frame shows a muted box; an image that cannot be loaded
 * keeps that box, marked with a dash, so a missing picture looks like one and not like a bug.
 */
export function ItemThumb({ url, size = '12' }: { url?: string | null; size?: string }) {
  const [state, setState] = useState<{ url: string; status: 'loaded' | 'broken' } | null>(null);
  const status = state !== null && state.url === url ? state.status : 'loading';
  if (!url || status === 'broken') {
    return (
      <Box
        {...FRAME}
        boxSize={size}
        bg="bg.muted"
        color="fg.subtle"
        display="flex"
        alignItems="center"
        justifyContent="center"
        data-testid="item-thumb-missing"
        title={url ? 'Image unavailable' : undefined}
      >
        {url ? '–' : null}
      </Box>
    );
  }
  return (
    <Image
      {...FRAME}
      src={url}
      alt=""
      boxSize={size}
      objectFit="contain"
      bg={status === 'loaded' ? 'white' : 'bg.muted'}
      loading="lazy"
      data-testid="item-thumb"
      onLoad={() => setState({ url, status: 'loaded' })}
      onError={() => setState({ url, status: 'broken' })}
    />
  );
}
