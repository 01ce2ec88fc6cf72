import { useFragment } from 'react-relay';
import type { registryCards_user$key } from '../../__generated__/registryCards_user.graphql.ts';
import { CHANNELS, channelCardsFragment } from './registry.ts';

/** The cards the channels declare (Linked Platforms, the wizard's Platform Setup step), in the registry's order. */
export function ChannelCards({ userRef, onboarding = false }: { userRef: registryCards_user$key; onboarding?: boolean }) {
  const user = useFragment(channelCardsFragment, userRef);
  return CHANNELS.map(({ code, card: Card }) => Card && <Card key={code} userRef={user} onboarding={onboarding} />);
}
