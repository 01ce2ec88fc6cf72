import { Checkbox, Field, NativeSelect, Text } from '@chakra-ui/react';

/** A settings switch: a checkbox with its label and a line of help. */
export function SettingSwitch({ checked, onChange, label, help }: { checked: boolean; onChange: (v: boolean) => void; label: string; help?: string }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} alignItems="flex-start">
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label>
        <Text>{label}</Text>
        {help && (
          <Text fontSize="xs" color="fg.muted" fontWeight="normal">
            {help}
          </Text>
        )}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

/** A settings option list (a native select: keyboard and phones work as the platform does). */
export function SettingSelect({
  label,
  value,
  options,
  onChange,
  help,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (v: string) => void;
  help?: string;
}) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm" maxW="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} bg="bg">
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}
