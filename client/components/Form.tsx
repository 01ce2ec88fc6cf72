import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** A vertical form; validation is ours (with the spec's messages), not the browser's. */
export function Form(props: HTMLChakraProps<'form'>) {
  return <chakra.form display="flex" flexDirection="column" gap="4" noValidate {...props} />;
}
