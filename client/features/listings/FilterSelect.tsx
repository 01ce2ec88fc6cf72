import { Field } from '@chakra-ui/react';
import { OptionsSelect } from '../../components/SelectField.tsx';

/** A labelled native select (keyboard and phone friendly) for one filter of a list page. */
export function FilterSelect<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Field.Root w={{ base: 'full', sm: '12rem' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <OptionsSelect size="sm" bg="bg" value={value} onChange={(v) => onChange(options.find((o) => String(o.value) === v)!.value)} options={options} />
    </Field.Root>
  );
}
