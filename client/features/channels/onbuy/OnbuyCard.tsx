import { useState, type FormEvent } from 'react';
import { ConnectionCard } from '../../connect/ConnectionCard.tsx';
import { Button, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { OnbuyCard_user$key } from '../../../__generated__/OnbuyCard_user.graphql.ts';
import { Form } from '../../../components/Form.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { ONBUY_ONE_SITE_ONE_SELLER, onbuyAuthorizedText, onbuyTooMany } from '../../../../shared/connections/messages.ts';
import { useSaveOnbuyCredentialsMutation } from './SaveOnbuyCredentialsMutation.ts';

/** 'OnBuy Authorization' (spec 002 §2.14): the keys are checked against OnBuy before they are kept. */
export function OnbuyCard({ userRef }: { userRef: OnbuyCard_user$key }) {
  const user = useFragment(
    graphql`
      fragment OnbuyCard_user on User {
        userId
        linkedPlatforms {
          onbuy {
            sites {
              name
            }
            sellers {
              tradingName
            }
          }
        }
      }
    `,
    userRef,
  );
  const onbuy = user.linkedPlatforms.onbuy;
  const [values, setValues] = useState({ consumerKey: '', secretKey: '' });
  const [errors, setErrors] = useState<{ consumerKey?: string; secretKey?: string }>({});
  const [status, setStatus] = useState<{ level: 'info' | 'error'; text: string } | null>(null);
  const [save] = useSaveOnbuyCredentialsMutation();

  function submit(e: FormEvent) {
    e.preventDefault();
    const errs = {
      ...(values.consumerKey.trim() ? {} : { consumerKey: 'Client ID is required' }),
      ...(values.secretKey.trim() ? {} : { secretKey: 'Client Secret is required' }),
    };
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setStatus({ level: 'info', text: 'Authorizing OnBuy...' });
    save({
      variables: { userId: user.userId, ...values },
      onCompleted: ({ saveOnbuyCredentials: r }) => {
        if (r.__typename === 'User') {
          setStatus(null);
          setValues({ consumerKey: '', secretKey: '' });
        } else setStatus({ level: 'error', text: 'Error Authorizing OnBuy' });
      },
      onError: () => setStatus({ level: 'error', text: 'Error Authorizing OnBuy' }),
    });
  }
  const sellers = onbuy?.sellers.map((s) => ({ trading_name: s.tradingName })) ?? [];

  return (
    <ConnectionCard title="OnBuy Authorization" mutations={['saveOnbuyCredentials']}>
      {onbuy ? <Text>{onbuyAuthorizedText(onbuy.sites, sellers)}</Text> : <Text color="fg.muted">OnBuy is not authorized yet.</Text>}
      {onbuy && onbuyTooMany(onbuy.sites, sellers) && <Notice status="warning">{ONBUY_ONE_SITE_ONE_SELLER}</Notice>}
      <Form onSubmit={submit}>
        <FormField
          label="Consumer Key"
          name="consumer_key"
          autoComplete="off"
          value={values.consumerKey}
          onChange={(e) => setValues((v) => ({ ...v, consumerKey: e.target.value }))}
          error={errors.consumerKey}
        />
        <FormField
          label="Secret Key"
          name="secret_key"
          type="password"
          autoComplete="off"
          value={values.secretKey}
          onChange={(e) => setValues((v) => ({ ...v, secretKey: e.target.value }))}
          error={errors.secretKey}
        />
        {status && <Notice status={status.level}>{status.text}</Notice>}
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={status?.level === 'info'}>
          {onbuy ? 'Reauthorize OnBuy' : 'Authorize OnBuy'}
        </Button>
      </Form>
    </ConnectionCard>
  );
}
