import { useEffect, useRef } from 'react';
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { resetRelayEnvironment } from '../../relay/environment.ts';
import { useSignOutMutation } from './mutations/SignOutMutation.ts';
import { clearToken, getToken } from '../../relay/session.ts';

/** 'Signing out...': revokes the session on the server, forgets the token, goes to sign-in. */
export function SignOutPage() {
  const navigate = useNavigate();
  const [signOut] = useSignOutMutation();
  // Once per visit: resetting the Relay environment gives a new `signOut`, which re-ran this
  // effect, which reset the environment again… (React error #185, maximum update depth).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const done = () => {
      clearToken();
      resetRelayEnvironment();
      navigate('/sign-in', { replace: true });
    };
    if (!getToken()) return done();
    // Even when the server cannot be reached, the token is forgotten here.
    signOut({ variables: {}, onCompleted: done, onError: done });
  }, [navigate, signOut]);
  return (
    <Center minH="60dvh">
      <Stack align="center" gap="3">
        <Spinner size="lg" />
        <Text>Signing out...</Text>
      </Stack>
    </Center>
  );
}
