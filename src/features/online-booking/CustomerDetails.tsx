import { Stack, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatPhone, type PhoneSetting } from '../../domain/phone';

export type Details = { name: string; phone: string; email: string };

export function CustomerDetails(props: { value: Details; onChange: (value: Details) => void; phone: PhoneSetting; errors: Partial<Record<keyof Details, string>> }) {
  const { t } = useLingui();
  const set = (key: keyof Details) => (e: { currentTarget: { value: string } }) => props.onChange({ ...props.value, [key]: e.currentTarget.value });
  return (
    <Stack gap="sm">
      <TextInput label={t`Your name`} required autoComplete="name" value={props.value.name} onChange={set('name')} error={props.errors.name} />
      <TextInput
        label={t`Phone`}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={props.phone.pattern}
        value={props.value.phone}
        onChange={set('phone')}
        onBlur={() => props.onChange({ ...props.value, phone: formatPhone(props.value.phone.replace(/\D/g, ''), props.phone) })}
        error={props.errors.phone}
      />
      <TextInput label={t`Email (optional)`} type="email" autoComplete="email" value={props.value.email} onChange={set('email')} error={props.errors.email} />
    </Stack>
  );
}
