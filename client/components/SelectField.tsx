import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string | number;
  label: string;
}

/**
 * A native select with its options (keyboard and phone friendly), an empty first choice when
 * `placeholder` is given; `onChange` gets the chosen option's value as the select holds it (a
 * string). The one select every labelled field and filter of the app is built on.
 */
export function OptionsSelect({
  value,
  onChange,
  options,
  placeholder,
  ariaLabel,
  size,
  maxW,
  bg,
}: {
  value: string | number;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  ariaLabel?: string;
  size?: 'sm' | 'md';
  maxW?: string;
  bg?: string;
}) {
  return (
    <NativeSelect.Root size={size} maxW={maxW}>
      <NativeSelect.Field aria-label={ariaLabel} value={value} onChange={(e) => onChange(e.currentTarget.value)} bg={bg}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A labelled select, as the spec's dropdowns are (eBay Site, Amazon Marketplace, a channel's conditions…). */
export function SelectField({
  label,
  maxW,
  disabled,
  ...select
}: { label: string; maxW?: string; disabled?: boolean } & Omit<Parameters<typeof OptionsSelect>[0], 'size' | 'maxW' | 'bg'>) {
  return (
    <Field.Root maxW={maxW} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <OptionsSelect {...select} />
    </Field.Root>
  );
}
