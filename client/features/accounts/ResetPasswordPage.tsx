import { useEffect, useState, type FormEvent } from 'react';
import { Button, Heading, Link, Stack } from '@chakra-ui/react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Form } from '../../components/Form.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { validateReset } from '../../../shared/accounts/password-rules.ts';
import type { ResetPasswordPageCheckQuery } from '../../__generated__/ResetPasswordPageCheckQuery.graphql.ts';
import { useResetPasswordMutation } from './mutations/ResetPasswordMutation.ts';

const checkQuery = graphql`
  query ResetPasswordPageCheckQuery($email: String!, $token: String!) {
    resetTokenValid(email: $email, token: $token)
  }
`;

type State = 'checking' | 'check-failed' | 'invalid' | 'form' | 'resetting' | 'done' | 'failed';

/** The five states of spec 000 §2: checking, check error, invalid, the form, then done or failed. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const env = useRelayEnvironment();
  const [reset] = useResetPasswordMutation();
  const [state, setState] = useState<State>('checking');
  const [values, setValues] = useState({ password: '', passwordConfirmation: '' });
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!token || !email) return setState('invalid');
    const sub = fetchQuery<ResetPasswordPageCheckQuery>(env, checkQuery, { email, token }, { fetchPolicy: 'network-only' }).subscribe({
      next: (d) => setState(d.resetTokenValid ? 'form' : 'invalid'),
      error: () => setState('check-failed'),
    });
    return () => sub.unsubscribe();
  }, [env, email, token]);

  const errors = Object.fromEntries(validateReset(values).map((e) => [e.field, e.message]));

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length) return;
    setState('resetting');
    reset({
      variables: { email, token, ...values },
      onCompleted: ({ resetPassword: r }) => setState(r.__typename === 'Ok' ? 'done' : r.__typename === 'InvalidResetTokenError' ? 'invalid' : 'failed'),
      onError: () => setState('failed'),
    });
  }

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Reset your password
      </Heading>
      {state === 'checking' && <Notice status="info">Checking token...</Notice>}
      {state === 'check-failed' && <Notice status="error">Error checking your token</Notice>}
      {state === 'invalid' && (
        <>
          <Notice status="error">Sorry, this token is invalid or expired.</Notice>
          {/* The next step (issue 20): a new link, or back to sign-in. */}
          <Button asChild colorPalette="brand">
            <RouterLink to="/forgot-password">Send a new reset link</RouterLink>
          </Button>
          <Link asChild alignSelf="center">
            <RouterLink to="/sign-in">Back to sign in</RouterLink>
          </Link>
        </>
      )}
      {state === 'done' && (
        <Notice status="success">
          Password reset! You can now go back{' '}
          <Link asChild>
            <RouterLink to="/sign-in">sign in</RouterLink>
          </Link>
          .
        </Notice>
      )}
      {state === 'failed' && <Notice status="error">Sorry, there was an error resetting your password.</Notice>}
      {(state === 'form' || state === 'resetting' || state === 'failed') && (
        <Form onSubmit={submit}>
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
            error={touched ? errors.password : null}
          />
          <FormField
            label="Password Confirmation"
            name="passwordConfirmation"
            type="password"
            autoComplete="new-password"
            value={values.passwordConfirmation}
            onChange={(e) => setValues((v) => ({ ...v, passwordConfirmation: e.target.value }))}
            error={touched ? errors.passwordConfirmation : null}
          />
          {state === 'resetting' && <Notice status="info">Resetting password...</Notice>}
          <Button type="submit" colorPalette="brand" loading={state === 'resetting'}>
            Reset Password
          </Button>
        </Form>
      )}
    </Stack>
  );
}
