import { useState, type FormEvent } from 'react';
import { Button, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { commitMutation } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Form } from '../../components/Form.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { createRelayEnvironment, resetRelayEnvironment } from '../../relay/environment.ts';
import { emailError, looksLikeRecoveryCode, twoFactorCodeError } from '../../../shared/accounts/password-rules.ts';
import type { CompleteTwoFactorMutation } from '../../__generated__/CompleteTwoFactorMutation.graphql.ts';
import { completeTwoFactorMutation } from './mutations/CompleteTwoFactorMutation.ts';
import { useSignInMutation } from './mutations/SignInMutation.ts';
import { failureText, inventoryPath, setToken, takeRememberedPath } from '../../relay/session.ts';

type Step = { kind: 'password' } | { kind: '2fa'; userId: string; pendingJwt: string; recovery?: boolean };

export function SignInPage() {
  const navigate = useNavigate();
  const [signIn, signingIn] = useSignInMutation();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [completing, setCompleting] = useState(false);

  function signedIn(jwt: string, userId: string) {
    setToken(jwt);
    resetRelayEnvironment();
    navigate(takeRememberedPath() ?? inventoryPath(userId), { replace: true });
  }

  function submitPassword(e: FormEvent) {
    e.preventDefault();
    const errs: Record<string, string> = {};
    const emailProblem = emailError(email);
    if (emailProblem) errs.email = emailProblem;
    if (password.length < 3) errs.password = 'Password must be at least 3 characters long';
    setFieldErrors(errs);
    setFailure(null);
    if (Object.keys(errs).length) return;
    signIn({
      variables: { email, password },
      onCompleted: ({ signIn: r }) => {
        if (r.__typename === 'Session') {
          if (r.type === '2fa_needed') setStep({ kind: '2fa', userId: r.userId!, pendingJwt: r.jwt! });
          else signedIn(r.jwt!, r.userId!);
        } else if (r.__typename !== '%other') {
          setFailure(failureText(r.message));
        } else setFailure('Unknown error');
      },
      onError: (err) => setFailure(failureText(err.message)),
    });
  }

  function submitCode(e: FormEvent) {
    e.preventDefault();
    if (step.kind !== '2fa') return;
    // A recovery code (shown once at setup) works instead of the app's code, once.
    const problem = step.recovery ? (looksLikeRecoveryCode(code) ? null : 'Enter a recovery code like abcde-fghjk') : twoFactorCodeError(code);
    setFieldErrors(problem ? { code: problem } : {});
    setFailure(null);
    if (problem) return;
    setCompleting(true);
    // The step-one token is sent as the bearer token of this one request only.
    const env = createRelayEnvironment(() => step.pendingJwt);
    commitMutation<CompleteTwoFactorMutation>(env, {
      mutation: completeTwoFactorMutation,
      variables: { userId: step.userId, code: code.replace(/\s+/g, '') },
      onCompleted: ({ completeTwoFactor: r }) => {
        setCompleting(false);
        if (r.__typename === 'Session') signedIn(r.jwt!, r.userId!);
        else if (r.__typename !== '%other' && r.code === 'TWO_FACTOR_STEP_USED') {
          // The step token is single-use: start again from the password.
          setStep({ kind: 'password' });
          setCode('');
          setFailure(failureText(r.message));
        } else setFailure(failureText(r.__typename !== '%other' ? r.message : null));
      },
      onError: (err) => {
        setCompleting(false);
        setFailure(failureText(err.message));
      },
    });
  }

  if (step.kind === '2fa') {
    return (
      <Form onSubmit={submitCode}>
        <Heading as="h1" size="lg">
          Sign in to {window.location.host}
        </Heading>
        <Text>{step.recovery ? 'Enter one of your recovery codes' : 'Enter your 2FA code from your authenticator app'}</Text>
        <FormField
          key={step.recovery ? 'recovery' : 'totp'}
          label={step.recovery ? 'Recovery code' : 'Code'}
          name="code"
          placeholder={step.recovery ? 'xxxxx-xxxxx' : '### ###'}
          inputMode={step.recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={fieldErrors.code}
        />
        {failure && <Notice status="error">{failure}</Notice>}
        <Button type="submit" colorPalette="brand" loading={completing}>
          Sign in
        </Button>
        <Link
          as="button"
          type="button"
          alignSelf="flex-start"
          fontSize="sm"
          onClick={() => {
            setStep({ ...step, recovery: !step.recovery });
            setCode('');
            setFieldErrors({});
            setFailure(null);
          }}
        >
          {step.recovery ? 'Use a code from your authenticator app' : 'Use a recovery code'}
        </Link>
        {/* A way back (issue 20): another account, or a lost authenticator. */}
        <Button
          variant="outline"
          onClick={() => {
            setStep({ kind: 'password' });
            setCode('');
            setFieldErrors({});
            setFailure(null);
          }}
        >
          Back
        </Button>
      </Form>
    );
  }

  return (
    <Form onSubmit={submitPassword}>
      <Heading as="h1" size="lg">
        Sign in to {window.location.host}
      </Heading>
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldErrors.email}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
      />
      {failure && <Notice status="error">{failure}</Notice>}
      <Button type="submit" colorPalette="brand" loading={signingIn}>
        Sign in
      </Button>
      <HStack justify="space-between" wrap="wrap" fontSize="sm">
        <Link asChild>
          <RouterLink to="/forgot-password">Recover your password</RouterLink>
        </Link>
        <Link asChild>
          <RouterLink to="/sign-up">Create new account</RouterLink>
        </Link>
      </HStack>
    </Form>
  );
}
