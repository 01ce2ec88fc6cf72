import { Box, Image } from '@chakra-ui/react';

/** An item's thumbnail (decorative: the title is next to it). */
export function ItemThumb({ url, size = '12' }: { url?: string | null; size?: string }) {
  if (!url) return <Box boxSize={size} bg="bg.muted" rounded="sm" flexShrink={0} />;
  return <Image src={url} alt="" boxSize={size} objectFit="contain" rounded="sm" bg="white" loading="lazy" flexShrink={0} />;
}
