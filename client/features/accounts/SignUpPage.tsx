import { useState, type FormEvent } from 'react';
import { Button, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Form } from '../../components/Form.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { resetRelayEnvironment } from '../../relay/environment.ts';
// The same pure rules the server applies, so a message appears before the round trip.
import { validateSignUp } from '../../../shared/accounts/password-rules.ts';
import { useSignUpMutation } from './mutations/SignUpMutation.ts';
import { failureText, inventoryPath, setToken, takeRememberedPath } from '../../relay/session.ts';

export function SignUpPage() {
  const navigate = useNavigate();
  // A referral link (/signup?ref={alias}, 002 §2.8): the referred seller gets $50 off their first subscription.
  const ref = useSearchParams()[0].get('ref')?.trim() || null;
  const [signUp, inFlight] = useSignUpMutation();
  const [values, setValues] = useState({ email: '', password: '', passwordConfirmation: '' });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const clientErrors = Object.fromEntries(validateSignUp(values).map((e) => [e.field, e.message]));
  const errors = { ...clientErrors, ...serverErrors };
  const shown = (field: string) => (touched[field] ? errors[field] : undefined);
  // The password message hides the confirmation message (spec 000 §2).
  const confirmationShown = shown('password') ? undefined : shown('passwordConfirmation');

  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setServerErrors({});
  };
  const blur = (field: string) => () => setTouched((t) => ({ ...t, [field]: true }));

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched({ email: true, password: true, passwordConfirmation: true });
    setFailure(null);
    if (Object.keys(clientErrors).length) return;
    signUp({
      variables: { ...values, ref },
      onCompleted: ({ signUp: r }) => {
        if (r.__typename === 'Session') {
          setToken(r.jwt!);
          resetRelayEnvironment();
          navigate(takeRememberedPath() ?? inventoryPath(r.userId!), { replace: true });
        } else if (r.__typename === 'ValidationError') {
          setServerErrors(Object.fromEntries((r.fieldErrors ?? []).map((f) => [f.field, f.message])));
        } else setFailure(failureText(r.__typename !== '%other' ? r.message : null));
      },
      onError: (err) => setFailure(failureText(err.message)),
    });
  }

  return (
    <Form onSubmit={submit}>
      <Heading as="h1" size="lg">
        Create your account
      </Heading>
      {ref && <Notice status="success">You were referred by a ListBridge seller: you get US$50 off your first subscription.</Notice>}
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        autoFocus
        value={values.email}
        onChange={set('email')}
        onBlur={blur('email')}
        error={shown('email')}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        onBlur={blur('password')}
        error={shown('password')}
      />
      <FormField
        label="Password Confirmation"
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        value={values.passwordConfirmation}
        onChange={set('passwordConfirmation')}
        onBlur={blur('passwordConfirmation')}
        error={confirmationShown}
      />
      {failure && <Notice status="error">{failure}</Notice>}
      <Button type="submit" colorPalette="brand" loading={inFlight}>
        Register
      </Button>
      <Text fontSize="sm">
        Already have an account?{' '}
        <Link asChild>
          <RouterLink to="/sign-in">Sign in</RouterLink>
        </Link>
      </Text>
    </Form>
  );
}
