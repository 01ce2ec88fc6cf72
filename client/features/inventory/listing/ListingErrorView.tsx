import { Component, type ReactNode } from 'react';
import { Box, Code, Heading } from '@chakra-ui/react';

/** Spec 001 §2.12: the error view shows the error as JSON. */
export function ListingErrorView({ error }: { error: unknown }) {
  const shown = error instanceof Error ? { name: error.name, message: error.message } : error;
  return (
    <Box role="alert" p="6" borderWidth="1px" borderColor="border.error" rounded="md" bg="bg.error">
      <Heading as="h1" size="md" mb="3">
        The listing could not be loaded
      </Heading>
      <Code as="pre" display="block" whiteSpace="pre-wrap" p="3" fontSize="sm">
        {JSON.stringify(shown, null, 2)}
      </Code>
    </Box>
  );
}

export class ListingErrorBoundary extends Component<{ children: ReactNode; resetKey: unknown }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  override componentDidUpdate(prev: { resetKey: unknown }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    return this.state.error ? <ListingErrorView error={this.state.error} /> : this.props.children;
  }
}
