import { Alert, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { InvitationPageQuery } from '../../__generated__/InvitationPageQuery.graphql.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { invitationPageQuery } from './InvitationPageQuery.ts';
import { useAcceptInvitation } from './mutations/teamMutations.ts';
import { roleWord } from './roles.ts';

function Invitation({ queryRef, token }: { queryRef: PreloadedQuery<InvitationPageQuery>; token: string }) {
  const { teamInvitation: inv } = usePreloadedQuery<InvitationPageQuery>(invitationPageQuery, queryRef);
  const [accept, accepting] = useAcceptInvitation();
  const [error, setError] = useState<string | null>(null);
  if (inv.__typename !== 'TeamInvitationPreview') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{(inv.__typename !== '%other' && inv.message) || 'This invitation link is no longer valid.'}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Card.Root maxW="lg">
      <Card.Body gap="4">
        <Text>
          {inv.accountEmail} invited {inv.email} to their ListBridge account as <strong>{roleWord(inv.role ?? '')}</strong>.
        </Text>
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <Button
          colorPalette="brand"
          loading={accepting}
          onClick={() =>
            accept({
              variables: { token },
              onCompleted: ({ acceptTeamInvitation: r }) => {
                // A full load: the guards and the header must know the new account.
                if (r.__typename === 'TeamAccount') window.location.assign(`/account/${r.accountId}/amazon-inventory/`);
                else setError((r.__typename !== '%other' && r.message) || 'Something went wrong');
              },
            })
          }
        >
          Accept invitation
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** /invitation/{token} (issue 35): the invitee, signed in, joins the seller's account. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const queryRef = useLoaderData() as PreloadedQuery<InvitationPageQuery>;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Team invitation
      </Heading>
      <Suspense fallback={<PageLoading />}>
        <Invitation queryRef={queryRef} token={token} />
      </Suspense>
    </Stack>
  );
}
