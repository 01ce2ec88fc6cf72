import { useState, type FormEvent } from 'react';
import { Button, Card, HStack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Form } from '../../components/Form.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { toaster } from '../../components/ui/toaster.tsx';
import type { AccountSettingsCards_user$key } from '../../__generated__/AccountSettingsCards_user.graphql.ts';
import { useChangePasswordMutation } from './mutations/ChangePasswordMutation.ts';
import { useUpdateContactInfoMutation } from './mutations/UpdateContactInfoMutation.ts';
import { TwoFactorCard as TwoFactorSettings } from './TwoFactorCard.tsx';
import { setToken } from '../../relay/session.ts';
import { resetRelayEnvironment } from '../../relay/environment.ts';

/** Change password (spec 002 §2.10): a fresh token replaces the old one, which stops working. */
export function ChangePasswordCard({ userId, titled = true }: { userId: string; titled?: boolean }) {
  const [change, inFlight] = useChangePasswordMutation();
  const empty = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const errs: Record<string, string> = {};
    for (const k of Object.keys(values) as Array<keyof typeof values>) {
      if (values[k].length < 8) errs[k] = 'Password must be at least 8 characters long';
    }
    // A differing confirmation is flagged even while the passwords are too short (issue 30).
    if (values.newPassword !== values.newPasswordConfirmation) errs.newPasswordConfirmation = 'Passwords do not match';
    setErrors(errs);
    setResult(null);
    if (Object.keys(errs).length) return;
    change({
      variables: { userId, ...values },
      onCompleted: ({ changePassword: r }) => {
        if (r.__typename === 'Session') {
          setToken(r.jwt!);
          resetRelayEnvironment(); // fresh viewer (password date) under the new token
          setValues(empty);
          setResult({ ok: true, text: 'Password successfully changed!' });
        } else if (r.__typename === 'ValidationError') {
          setErrors(Object.fromEntries((r.fieldErrors ?? []).map((f) => [f.field, f.message])));
          setResult({ ok: false, text: r.message || 'Error changing password' });
        } else setResult({ ok: false, text: (r.__typename !== '%other' && r.message) || 'Error changing password' });
      },
      onError: () => setResult({ ok: false, text: 'Error changing password' }),
    });
  }
  const field = (k: keyof typeof values, label: string, autoComplete: string) => (
    <FormField
      label={label}
      name={k}
      type="password"
      autoComplete={autoComplete}
      value={values[k]}
      onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
      error={errors[k]}
    />
  );
  return (
    <Card.Root>
      {/* Untitled on the Change Password page, whose heading says it already. */}
      {titled && (
        <Card.Header>
          <Card.Title>Change Password</Card.Title>
        </Card.Header>
      )}
      <Card.Body>
        <Form onSubmit={submit}>
          {field('currentPassword', 'Current Password', 'current-password')}
          {field('newPassword', 'New Password', 'new-password')}
          {field('newPasswordConfirmation', 'New Password Confirmation', 'new-password')}
          {result && <Notice status={result.ok ? 'success' : 'error'}>{result.text}</Notice>}
          <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={inFlight}>
            Change Password
          </Button>
        </Form>
      </Card.Body>
    </Card.Root>
  );
}

const userFragment = graphql`
  fragment AccountSettingsCards_user on User {
    userId
    fullName
    phoneCountryCode
    phone
    ...TwoFactorCard_user
  }
`;

export function ContactInfoCard({ userRef }: { userRef: AccountSettingsCards_user$key }) {
  const user = useFragment(userFragment, userRef);
  const [save, saving] = useUpdateContactInfoMutation();
  const [values, setValues] = useState({ fullName: user.fullName ?? '', phoneCountryCode: user.phoneCountryCode ?? '', phone: user.phone ?? '' });
  function submit(e: FormEvent) {
    e.preventDefault();
    save({
      variables: { userId: user.userId, ...values },
      onCompleted: ({ updateContactInfo: r }) => {
        if (r.__typename === 'User') toaster.create({ type: 'success', title: 'Contact Information successfully updated!' });
        else toaster.create({ type: 'error', title: 'Error updating contact information' });
      },
      onError: () => {
        toaster.create({ type: 'error', title: 'Error updating contact information' });
      },
    });
  }
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [k]: e.target.value }));
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Contact Information</Card.Title>
      </Card.Header>
      <Card.Body>
        <Form onSubmit={submit}>
          <FormField label="Full Name" name="full_name" autoComplete="name" value={values.fullName} onChange={set('fullName')} />
          <HStack align="flex-start" gap="3">
            <FormField
              label="Country Code"
              name="phone_country_code"
              autoComplete="tel-country-code"
              maxW="8rem"
              value={values.phoneCountryCode}
              onChange={set('phoneCountryCode')}
            />
            <FormField label="Phone" name="phone" type="tel" autoComplete="tel-national" value={values.phone} onChange={set('phone')} />
          </HStack>
          <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={saving}>
            Save Contact Information
          </Button>
        </Form>
      </Card.Body>
    </Card.Root>
  );
}

/** Two-factor (spec 002 §2.12): the card itself is TwoFactorCard.tsx, with its own fragment. */
export function TwoFactorCard({ userRef }: { userRef: AccountSettingsCards_user$key }) {
  const user = useFragment(userFragment, userRef);
  return <TwoFactorSettings userRef={user} />;
}
