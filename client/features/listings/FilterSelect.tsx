import { Field, NativeSelect } from '@chakra-ui/react';

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
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={String(value)} onChange={(e) => onChange(options.find((o) => String(o.value) === e.currentTarget.value)!.value)} bg="bg">
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
