import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { LinkedChannelCards_user$key } from '../../__generated__/LinkedChannelCards_user.graphql.ts';
import { ConnectionCard } from '../connect/ConnectionCard.tsx';

/**
 * The cards of the channels the client has no card of its own for (issue 33: a channel is one
 * folder on the server): each says what the channel's registry entry declares of its connection.
 * Connecting such a channel is its own flow; the card shows where it stands.
 */
export function LinkedChannelCards({ userRef }: { userRef: LinkedChannelCards_user$key }) {
  const user = useFragment(
    graphql`
      fragment LinkedChannelCards_user on User {
        linkedChannels { code name status lines }
      }
    `,
    userRef,
  );
  return user.linkedChannels.map((c) => (
    <ConnectionCard key={c.code} title={c.name} mutations={[]}>
      {c.status === 'NEEDS_REAUTH' ? (
        <Text color="fg.error">{c.name} needs to be authorized again.</Text>
      ) : c.status ? (
        <Text>{c.name} is authorized.</Text>
      ) : (
        <Text color="fg.muted">{c.name} is not authorized yet.</Text>
      )}
      {c.lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </ConnectionCard>
  ));
}
