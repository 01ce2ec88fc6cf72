import { Component, type ReactNode } from 'react';
import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** The in-app fallback: 'Something went wrong.' with the message, the rest of the app still usable. */
export function ErrorFallback({
  error,
  showTicketLink = false,
  ticketPath = '/file-ticket',
}: {
  error: unknown;
  showTicketLink?: boolean;
  ticketPath?: string;
}) {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return (
    <Box role="alert" p="6" borderWidth="1px" borderColor="border.error" rounded="md" bg="bg.error" m="4">
      <Heading as="h2" size="md">
        Something went wrong.
      </Heading>
      {message && (
        <Text mt="2" color="fg.error" fontFamily="mono" fontSize="sm">
          {message}
        </Text>
      )}
      {showTicketLink && (
        <Text mt="2" fontSize="sm">
          If it keeps happening, please{' '}
          <Link asChild>
            <RouterLink to={ticketPath}>file a ticket</RouterLink>
          </Link>
          .
        </Text>
      )}
    </Box>
  );
}

/** Catches render errors below it (e.g. a failed query) and shows ErrorFallback. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: unknown; showTicketLink?: boolean; ticketPath?: string }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidUpdate(prev: { resetKey?: unknown }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    return this.state.error ? (
      <ErrorFallback error={this.state.error} showTicketLink={this.props.showTicketLink} ticketPath={this.props.ticketPath} />
    ) : (
      this.props.children
    );
  }
}
