import { useEffect, useState } from 'react';
import { Box, Button, Container, Heading, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { Notice } from '../../components/Notice.tsx';
import { useAcceptTermsMutation } from './mutations/AcceptTermsMutation.ts';
import { termsAccepted } from './guards.ts';
import { getToken, inventoryPath } from '../../relay/session.ts';
import { fetchViewer, type Viewer } from './viewer.ts';

/**
 * The terms in a frame, inside the shell (spec 002 §1). A signed-in seller who still has to accept
 * sees 'Accept our Terms of Service' and Accept; everyone else (signed out, already accepted, admins
 * reaching it from Help › Privacy/Terms) only reads.
 */
export function AcceptTermsPage() {
  const navigate = useNavigate();
  const [accept, accepting] = useAcceptTermsMutation();
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [failed, setFailed] = useState(false);
  const mustAccept = viewer !== null && !viewer.isAdmin && !termsAccepted({ tosAcceptedAt: viewer.tosAcceptedAt ? String(viewer.tosAcceptedAt) : null });

  useEffect(() => {
    if (getToken()) fetchViewer().then(setViewer, () => setViewer(null));
  }, []);

  function onAccept() {
    if (!viewer || !mustAccept) return;
    setFailed(false);
    accept({
      variables: { userId: viewer.userId },
      onCompleted: () => {
        navigate(inventoryPath(viewer.userId), { replace: true });
      },
      onError: () => setFailed(true),
    });
  }

  return (
    <Container maxW="4xl" px="0">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {mustAccept ? 'Accept our Terms of Service' : 'Terms of Service'}
        </Heading>
        <Box borderWidth="1px" rounded="md" overflow="hidden" bg="bg">
          <iframe title="Terms of Service" src="/terms.html" style={{ width: '100%', height: '60vh', border: 0 }} />
        </Box>
        {failed && <Notice status="error">Error accepting terms of service</Notice>}
        {mustAccept && (
          <Button alignSelf={{ base: 'stretch', md: 'flex-end' }} colorPalette="brand" size="lg" onClick={onAccept} loading={accepting}>
            Accept
          </Button>
        )}
      </Stack>
    </Container>
  );
}
