import { Card } from '@chakra-ui/react';
import type { AmazonConnect_user$key } from '../../__generated__/AmazonConnect_user.graphql.ts';
import { AmazonConnect } from './AmazonConnect.tsx';

/** 'Amazon Credentials': the authorised marketplace with a tick, and (re)connect. */
export function AmazonCard({ userRef }: { userRef: AmazonConnect_user$key }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Amazon Credentials</Card.Title>
      </Card.Header>
      <Card.Body>
        <AmazonConnect userRef={userRef} onboarding={false} />
      </Card.Body>
    </Card.Root>
  );
}
