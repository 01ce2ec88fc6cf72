import { Checkbox, Field, Text } from '@chakra-ui/react';
import { OptionsSelect } from '../../components/SelectField.tsx';

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
      <OptionsSelect size="sm" maxW="sm" bg="bg" value={value} onChange={onChange} options={options} />
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}
