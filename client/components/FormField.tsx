import { Field, Input, type InputProps } from '@chakra-ui/react';

/** A labelled input with its message underneath (the spec shows messages under the fields). */
export function FormField({ label, error, helper, ...input }: { label: string; error?: string | null; helper?: string } & InputProps) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
