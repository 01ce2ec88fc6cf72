import { Button, Card, Text } from '@chakra-ui/react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import type { SessionsCardSignOutEverywhereMutation } from '../../__generated__/SessionsCardSignOutEverywhereMutation.graphql.ts';
import { resetRelayEnvironment } from '../../relay/environment.ts';
import { toaster } from '../../components/ui/toaster.tsx';
import { clearToken } from '../../relay/session.ts';

/** Signs out every device (a lost laptop, a shared computer): every older token stops working. */
export function SessionsCard() {
  const navigate = useNavigate();
  const [signOutEverywhere, inFlight] = useMutation<SessionsCardSignOutEverywhereMutation>(graphql`
    mutation SessionsCardSignOutEverywhereMutation {
      signOut(everywhere: true)
    }
  `);
  const onClick = () =>
    signOutEverywhere({
      variables: {},
      onCompleted: () => {
        clearToken();
        resetRelayEnvironment();
        navigate('/sign-in', { replace: true });
      },
      onError: () => {
        toaster.create({ type: 'error', title: 'Could not sign out of all devices. Please try again.' });
      },
    });
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Sessions</Card.Title>
      </Card.Header>
      <Card.Body gap="3">
        <Text>Signed in somewhere you no longer use? Sign out of every device, this one included.</Text>
        <Button alignSelf="flex-start" variant="outline" colorPalette="red" onClick={onClick} loading={inFlight}>
          Sign Out of All Devices
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
