import { useState, type FormEvent } from 'react';
import { Button, Heading, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Form } from '../../components/Form.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { emailError } from '../../../shared/accounts/password-rules.ts';
import { useRequestPasswordResetMutation } from './mutations/RequestPasswordResetMutation.ts';

export function ForgotPasswordPage() {
  const [send, sending] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<'idle' | 'sent' | 'failed'>('idle');
  const problem = emailError(email);

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    send({
      variables: { email },
      onCompleted: ({ requestPasswordReset: r }) => setState(r.__typename === 'Ok' ? 'sent' : 'failed'),
      onError: () => setState('failed'),
    });
  }

  return (
    <Form onSubmit={submit}>
      <Heading as="h1" size="lg">
        Recover your password
      </Heading>
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setState('idle');
        }}
        onBlur={() => setTouched(true)}
        error={touched ? problem : null}
      />
      {sending && <Notice status="info">Sending recovery e-mail...</Notice>}
      {state === 'sent' && <Notice status="success">Recovery e-mail sent!</Notice>}
      {state === 'failed' && <Notice status="error">Sorry, the recovery e-mail could not be sent. Please try again.</Notice>}
      <Button type="submit" colorPalette="brand" disabled={!!problem || sending}>
        Send Recovery E-mail
      </Button>
      <HStack justify="space-between" wrap="wrap" fontSize="sm">
        <Link asChild>
          <RouterLink to="/sign-in">Sign in</RouterLink>
        </Link>
        <Link asChild>
          <RouterLink to="/sign-up">Create new account</RouterLink>
        </Link>
      </HStack>
    </Form>
  );
}
