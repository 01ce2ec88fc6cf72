import { useState, type FormEvent } from 'react';
import { Box, Button, Card, Code, HStack, Image, List, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Form } from '../../components/Form.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import type { TwoFactorCard_user$key } from '../../__generated__/TwoFactorCard_user.graphql.ts';
import { useBeginTwoFactorSetupMutation, useDisableTwoFactorMutation, useEnableTwoFactorMutation } from './mutations/TwoFactorMutations.ts';
import { setToken } from '../../relay/session.ts';
import { twoFactorCodeError } from '../../../shared/accounts/password-rules.ts';
import { looksLikeRecoveryCode } from '../../../shared/accounts/password-rules.ts';

const fragment = graphql`
  fragment TwoFactorCard_user on User {
    userId
    twoFactorEnabled
    twoFactorRecoveryCodesLeft
  }
`;

type State =
  | { kind: 'off'; notice?: string }
  | { kind: 'setup'; secret: string; qr: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'on'; codesLeft: number }
  | { kind: 'turning-off'; codesLeft: number };

/**
 * Two-factor (spec 002 §2.12): off → QR and secret with a code → on. Turning it on shows the
 * recovery codes this once; turning it off takes the password and a current code. Each change
 * answers a fresh token (older sessions end), which replaces ours.
 */
export function TwoFactorCard({ userRef }: { userRef: TwoFactorCard_user$key }) {
  const user = useFragment(fragment, userRef);
  const [state, setState] = useState<State>(user.twoFactorEnabled ? { kind: 'on', codesLeft: user.twoFactorRecoveryCodesLeft } : { kind: 'off' });
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Two-Factor Authentication</Card.Title>
      </Card.Header>
      <Card.Body>
        {state.kind === 'off' && <Off userId={user.userId} notice={state.notice} onSetup={setState} />}
        {state.kind === 'setup' && <Setup userId={user.userId} secret={state.secret} qr={state.qr} onEnabled={(codes) => setState({ kind: 'codes', codes })} />}
        {state.kind === 'codes' && <RecoveryCodes codes={state.codes} onDone={() => setState({ kind: 'on', codesLeft: state.codes.length })} />}
        {state.kind === 'on' && (
          <Stack gap="3">
            <Notice status="success">Two-factor authentication is enabled.</Notice>
            <Text>
              {state.codesLeft === 1 ? '1 recovery code left.' : `${state.codesLeft} recovery codes left.`} Each works once instead of a code from your app.
            </Text>
            <Button alignSelf="flex-start" variant="outline" onClick={() => setState({ kind: 'turning-off', codesLeft: state.codesLeft })}>
              Turn Off Two-Factor Authentication
            </Button>
          </Stack>
        )}
        {state.kind === 'turning-off' && (
          <TurnOff
            userId={user.userId}
            onCancel={() => setState({ kind: 'on', codesLeft: state.codesLeft })}
            onOff={() => setState({ kind: 'off', notice: 'Two-factor authentication is off' })}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Off({ userId, notice, onSetup }: { userId: string; notice?: string; onSetup: (s: State) => void }) {
  const [begin, beginning] = useBeginTwoFactorSetupMutation();
  const [error, setError] = useState<string | null>(null);
  function start() {
    setError(null);
    begin({
      variables: { userId },
      onCompleted: ({ beginTwoFactorSetup: s }) => onSetup({ kind: 'setup', secret: s.secret, qr: s.qrCodeDataUrl }),
      onError: () => setError('Could not start two-factor setup. Please try again.'),
    });
  }
  return (
    <Stack gap="3">
      {notice && <Notice status="success">{notice}</Notice>}
      <Text>Two-factor authentication is off. Add a code from an authenticator app to every sign-in.</Text>
      {error && <Notice status="error">{error}</Notice>}
      <Button alignSelf="flex-start" onClick={start} loading={beginning}>
        Set Up Two-Factor Authentication
      </Button>
    </Stack>
  );
}

function Setup({ userId, secret, qr, onEnabled }: { userId: string; secret: string; qr: string; onEnabled: (codes: string[]) => void }) {
  const [enable, enabling] = useEnableTwoFactorMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  function confirm(e: FormEvent) {
    e.preventDefault();
    const problem = code.trim() ? twoFactorCodeError(code) : 'Code is required';
    setError(problem);
    if (problem) return;
    enable({
      variables: { userId, secret, code: code.replace(/\s+/g, '') },
      onCompleted: ({ enableTwoFactor: r }) => {
        if (r.__typename === 'TwoFactorEnabled') {
          setToken(r.jwt!);
          onEnabled([...(r.recoveryCodes ?? [])]);
        } else setError((r.__typename !== '%other' && r.message) || 'Invalid code');
      },
      onError: () => setError('Invalid code'),
    });
  }
  return (
    <Form onSubmit={confirm}>
      <Text>Scan this code with your authenticator app, or enter the secret by hand, then type the code it shows.</Text>
      <Image src={qr} alt="QR code for your authenticator app" boxSize="200px" />
      <Text>
        Secret: <Code data-testid="two-factor-secret">{secret}</Code>
      </Text>
      <FormField
        label="Code"
        name="code"
        placeholder="### ###"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={enabling}>
        Enable Two-Factor Authentication
      </Button>
    </Form>
  );
}

/** Shown once, right after turning two-factor on: the server keeps only their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="3">
      <Notice status="success">Two-factor authentication is enabled.</Notice>
      <Text fontWeight="semibold">Save your recovery codes</Text>
      <Text>
        If you lose your phone, sign in with one of these codes instead of a code from your app. Each works once. They are shown only now: print them or keep
        them in a password manager.
      </Text>
      <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
        <List.Root data-testid="recovery-codes" listStyle="none" display="grid" gridTemplateColumns="repeat(2, max-content)" columnGap="6" rowGap="1">
          {codes.map((c) => (
            <List.Item key={c} fontFamily="mono">
              {c}
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <HStack>
        <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).catch(() => {})}>
          Copy Codes
        </Button>
        <Button colorPalette="brand" onClick={onDone}>
          I Have Saved My Codes
        </Button>
      </HStack>
    </Stack>
  );
}

function TurnOff({ userId, onCancel, onOff }: { userId: string; onCancel: () => void; onOff: () => void }) {
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [values, setValues] = useState({ password: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  function submit(e: FormEvent) {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!values.password) errs.password = 'Password is required';
    const codeProblem = !values.code.trim() ? 'Code is required' : looksLikeRecoveryCode(values.code) ? null : twoFactorCodeError(values.code);
    if (codeProblem) errs.code = codeProblem;
    setErrors(errs);
    setFailure(null);
    if (Object.keys(errs).length) return;
    disable({
      variables: { userId, password: values.password, code: values.code.trim() },
      onCompleted: ({ disableTwoFactor: r }) => {
        if (r.__typename === 'Session') {
          setToken(r.jwt!);
          onOff();
        } else if (r.__typename === 'ValidationError') {
          setErrors(Object.fromEntries((r.fieldErrors ?? []).map((f) => [f.field, f.message])));
        } else if (r.__typename === 'WrongPasswordError') setErrors({ password: r.message ?? 'Current password is incorrect' });
        else if (r.__typename === 'InvalidTwoFactorCodeError') setErrors({ code: r.message ?? 'Invalid or already used code' });
        else setFailure((r.__typename !== '%other' && r.message) || 'Could not turn two-factor authentication off');
      },
      onError: () => setFailure('Could not turn two-factor authentication off'),
    });
  }
  return (
    <Form onSubmit={submit}>
      <Text>To turn two-factor authentication off, confirm your password and a current code from your app (or a recovery code).</Text>
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        error={errors.password}
      />
      <FormField
        label="Code"
        name="code"
        placeholder="### ###"
        autoComplete="one-time-code"
        value={values.code}
        onChange={(e) => setValues((v) => ({ ...v, code: e.target.value }))}
        error={errors.code}
      />
      {failure && <Notice status="error">{failure}</Notice>}
      <HStack>
        <Button type="submit" colorPalette="brand" loading={disabling}>
          Turn Off
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Form>
  );
}
