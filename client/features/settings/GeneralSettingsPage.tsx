import { Suspense, useMemo, useState } from 'react';
import { Card, Field, Heading, Stack, Textarea } from '@chakra-ui/react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { GeneralSettingsPage_user$key } from '../../__generated__/GeneralSettingsPage_user.graphql.ts';
import type { GeneralSettingsPageQuery } from '../../__generated__/GeneralSettingsPageQuery.graphql.ts';
import { toaster } from '../../components/ui/toaster.tsx';
import { EbayListingsLoading as Loading } from '../listings/EbayListingsLoading.tsx';
import { AdvancedSettingsTabs } from './AdvancedSettingsTabs.tsx';
import { generalSettingsPageQuery } from './GeneralSettingsPageQuery.ts';
import {
  changedGeneralSettings,
  EBAY_SHOP_TYPES,
  generalFormFromSettings,
  ORDER_COMMENT_MAX,
  orderCommentTooLong,
  type GeneralSettingsValues,
} from './generalSettingsForm.ts';
import { useUpdateGeneralSettingsMutation } from './mutations/UpdateGeneralSettingsMutation.ts';
import { SaveBar } from './SaveBar.tsx';
import { SettingSelect, SettingSwitch } from './SettingsFields.tsx';
import { EBAY_REGIONS } from './ebaySettingsForm.ts';

const notChosen = (o: string) => ({ value: o, label: o === '' ? 'Not chosen' : o });

const FAILED = 'Something went wrong. Please try again or contact support.';

function GeneralSettingsForm({ userRef, userId }: { userRef: GeneralSettingsPage_user$key; userId: string }) {
  const user = useFragment(
    graphql`
      fragment GeneralSettingsPage_user on User {
        generalSettings {
          enableEmailNotifications
          disableFulfillment
          displayableOrderComment
          ebayFeeCountry
          ebayShopType
        }
      }
    `,
    userRef,
  );
  const loaded = useMemo(() => generalFormFromSettings(user.generalSettings), [user.generalSettings]);
  const [form, setForm] = useState<GeneralSettingsValues>(loaded);
  // A save brings new stored values: they become what the form compares with.
  const [base, setBase] = useState(loaded);
  if (base !== loaded) {
    setBase(loaded);
    setForm(loaded);
  }
  const [save, saving] = useUpdateGeneralSettingsMutation();
  const changes = changedGeneralSettings(loaded, form);
  const tooLong = orderCommentTooLong(form);

  function submit() {
    if (!changes || tooLong) return;
    save({
      variables: { userId, settings: changes },
      onCompleted: ({ updateGeneralSettings: r }) => {
        if (r.__typename !== 'User') toaster.create({ type: 'error', title: 'message' in r ? r.message : FAILED });
      },
      onError: () => void toaster.create({ type: 'error', title: FAILED }),
    });
  }

  return (
    <Stack gap="6" pb="20">
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Notifications</Card.Title>
        </Card.Header>
        <Card.Body>
          <SettingSwitch
            checked={form.enableEmailNotifications}
            onChange={(v) => setForm((f) => ({ ...f, enableEmailNotifications: v }))}
            label="Enable Email Notifications"
            help="E-mails about your listings, sales and integrations. Security e-mails, such as a password reset, are always sent."
          />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Fulfillment</Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <SettingSwitch
              checked={form.automaticFulfillment}
              onChange={(v) => setForm((f) => ({ ...f, automaticFulfillment: v }))}
              label="Automatic eBay Fulfillment"
              help="Order your paid eBay sales from Amazon Multi-Channel Fulfillment and send the tracking to eBay."
            />
            <Field.Root invalid={tooLong}>
              <Field.Label fontSize="sm">Packing Slip Comment</Field.Label>
              <Textarea
                size="sm"
                rows={3}
                bg="bg"
                placeholder="Thank you for your order."
                value={form.displayableOrderComment}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setForm((f) => ({ ...f, displayableOrderComment: v }));
                }}
              />
              <Field.HelperText>Printed on the packing slip of orders Amazon fulfils for you. Empty: 'Thank you for your order.'</Field.HelperText>
              <Field.ErrorText>At most {ORDER_COMMENT_MAX} characters.</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root id="ebay-fees">
        <Card.Header>
          <Card.Title as="h2">eBay Fees</Card.Title>
          <Card.Description>Your home region and eBay shop subscription decide the eBay fees your prices cover.</Card.Description>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <SettingSelect
              label="eBay Region of Residence"
              value={form.ebayFeeCountry}
              options={[...EBAY_REGIONS]}
              onChange={(v) => setForm((f) => ({ ...f, ebayFeeCountry: v }))}
            />
            <SettingSelect
              label="eBay Business Account Tier"
              value={form.ebayShopType}
              options={EBAY_SHOP_TYPES.map(notChosen)}
              onChange={(v) => setForm((f) => ({ ...f, ebayShopType: v }))}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      {(changes || tooLong) && <SaveBar saving={saving} disabled={tooLong || !changes} onSave={submit} mutation="updateGeneralSettings" />}
    </Stack>
  );
}

function GeneralSettingsContent({ queryRef, userId }: { queryRef: PreloadedQuery<GeneralSettingsPageQuery>; userId: string }) {
  const data = usePreloadedQuery<GeneralSettingsPageQuery>(generalSettingsPageQuery, queryRef);
  return data.user ? <GeneralSettingsForm userRef={data.user} userId={userId} /> : null;
}

/** settings/advanced/general (spec 002 §2.1, 001 §2.11): notification and fulfilment settings and the save bar. */
export function GeneralSettingsPage() {
  const { userId = '-' } = useParams();
  const queryRef = useLoaderData() as PreloadedQuery<GeneralSettingsPageQuery>;
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        General Settings
      </Heading>
      <AdvancedSettingsTabs userId={userId} />
      <Suspense fallback={<Loading />}>
        <GeneralSettingsContent queryRef={queryRef} userId={userId} />
      </Suspense>
    </Stack>
  );
}
