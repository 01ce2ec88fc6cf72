import { amazonCurrency, currencySymbol } from '../../money/money.ts';
import { BLANK_BOX } from './fulfilmentOptions.ts';
import { useMemo, useState } from 'react';
import { Card, Checkbox, Field, Input, InputGroup, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import type { ShopifyLocationSelectQuery } from '../../__generated__/ShopifyLocationSelectQuery.graphql.ts';
import type { ShopifySettingsForm_user$key } from '../../__generated__/ShopifySettingsForm_user.graphql.ts';
import { toaster } from '../../components/ui/toaster.tsx';
import { useUpdateShopifySettingsMutation } from './mutations/UpdateShopifySettingsMutation.ts';
import { SaveBar } from './SaveBar.tsx';
import { SettingSelect } from './SettingsFields.tsx';
import { ShopifyLocationSelect } from './ShopifyLocationSelect.tsx';
import {
  BLOCK_AMZL_OPTIONS,
  changedSettings,
  formFromSettings,
  IMPORT_STATES,
  invalidMargins,
  type MarginField,
  type ShopifyFunctions,
  type ShopifySettingsForm as FormValues,
} from './shopifySettingsForm.ts';

const FAILED = 'Something went wrong. Please try again or contact support.';

const SWITCHES: [keyof ShopifyFunctions, string, string][] = [
  ['automaticPricingSync', 'Automatic Pricing Sync', 'Send price changes to Shopify.'],
  ['automaticQuantitySync', 'Automatic Quantity Sync', 'Send Amazon quantity changes to Shopify, within about a minute (included in the Pro plan and above).'],
  ['automaticFulfillment', 'Automatic Fulfillment', 'Fulfil Shopify orders with Amazon Multi-Channel Fulfillment.'],
  ['amazonShipping', 'Amazon Shipping (experimental)', 'Use Amazon to compute shipping prices.'],
];

/** One of the two formulas: percent or fixed margin, and the margin for the choice. */
function Formula(props: {
  legend: string;
  choice: string;
  onChoice: (v: string) => void;
  percentField: MarginField;
  fixedField: MarginField;
  form: FormValues;
  onMargin: (field: MarginField, text: string) => void;
  invalid: readonly MarginField[];
  /** The seller's currency symbol: the fixed margin is an amount in it (002 §2.4). */
  symbol: string;
}) {
  const field = props.choice === 'fixed' ? props.fixedField : props.percentField;
  return (
    <Stack gap="3">
      <RadioCard.Root size="sm" value={props.choice} onValueChange={(e) => e.value && props.onChoice(e.value)} aria-label={props.legend}>
        <RadioCard.Label>{props.legend}</RadioCard.Label>
        <SimpleGrid columns={2} gap="2" maxW="sm">
          {(['percent', 'fixed'] as const).map((v) => (
            <RadioCard.Item key={v} value={v}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemText>{v === 'percent' ? 'Percent margin' : 'Fixed margin'}</RadioCard.ItemText>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      <Field.Root invalid={props.invalid.includes(field)} maxW="xs">
        <Field.Label fontSize="sm">{props.choice === 'fixed' ? `${props.legend}: fixed margin` : `${props.legend}: percent margin`}</Field.Label>
        <InputGroup startElement={props.choice === 'fixed' ? props.symbol : undefined} endElement={props.choice === 'fixed' ? undefined : '%'}>
          <Input size="sm" inputMode="decimal" value={props.form.pricing[field]} onChange={(e) => props.onMargin(field, e.currentTarget.value)} bg="bg" />
        </InputGroup>
        <Field.ErrorText>Enter a number, e.g. 10 or -2.5</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}

/** The Functions and Pricing Formulas cards (spec 002 §2.4) and the save bar for what changed. */
export function ShopifySettingsForm({
  userRef,
  userId,
  locationsRef,
}: {
  userRef: ShopifySettingsForm_user$key;
  userId: string;
  /** The shop's locations, preloaded apart by the route (Shopify is slower than the page's query). */
  locationsRef: PreloadedQuery<ShopifyLocationSelectQuery>;
}) {
  const user = useFragment(
    graphql`
      fragment ShopifySettingsForm_user on User {
        linkedPlatforms {
          amazon {
            marketplaceId
          }
        }
        shopifySettings {
          defaultProductImportState
          automaticPricingSync
          automaticQuantitySync
          automaticFulfillment
          amazonShipping
          shopifyBlankBox
          shopifyBlockAmzl
          preferredLocation
        }
        shopifyPricingFormulas {
          radioGroupShopifyPricing
          shopifyPercentMargin
          shopifyFixedMargin
          radioGroupComparePricing
          comparePercentMargin
          compareFixedMargin
        }
      }
    `,
    userRef,
  );
  const symbol = currencySymbol(amazonCurrency(user.linkedPlatforms.amazon?.marketplaceId));
  const loaded = useMemo(() => formFromSettings(user.shopifySettings, user.shopifyPricingFormulas), [user.shopifySettings, user.shopifyPricingFormulas]);
  const [form, setForm] = useState(loaded);
  // A save (or another tab's change) brings new stored values: they become what the form compares with.
  const [base, setBase] = useState(loaded);
  if (base !== loaded) {
    setBase(loaded);
    setForm(loaded);
  }
  const [save, saving] = useUpdateShopifySettingsMutation();
  const changes = changedSettings(loaded, form);
  const invalid = invalidMargins(form);

  const setFunction = <K extends keyof ShopifyFunctions>(key: K, value: ShopifyFunctions[K]) =>
    setForm((f) => ({ ...f, functions: { ...f.functions, [key]: value } }));
  const setPricing = (key: keyof FormValues['pricing'], value: string) => setForm((f) => ({ ...f, pricing: { ...f.pricing, [key]: value } }));

  function submit() {
    if (!changes || invalid.length > 0) return;
    save({
      variables: { userId, shopifySettings: changes.shopifySettings ?? null, shopifyPricingFormulas: changes.shopifyPricingFormulas ?? null },
      onCompleted: ({ updateShopifySettings: r }) => {
        if (r.__typename !== 'User') toaster.create({ type: 'error', title: 'message' in r ? r.message : FAILED });
      },
      onError: () => void toaster.create({ type: 'error', title: FAILED }),
    });
  }

  return (
    <Stack gap="6" pb="20">
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Functions</Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <SettingSelect
              label="Default Product Import State"
              value={form.functions.defaultProductImportState}
              options={IMPORT_STATES}
              onChange={(v) => setFunction('defaultProductImportState', v)}
            />
            {SWITCHES.map(([key, label, help]) => (
              <Checkbox.Root
                key={key}
                checked={form.functions[key] === true}
                onCheckedChange={(e) => setFunction(key, e.checked === true)}
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>
                  <Text>{label}</Text>
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {help}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
            <SettingSelect label="Blank Box" value={form.functions.shopifyBlankBox} options={BLANK_BOX} onChange={(v) => setFunction('shopifyBlankBox', v)} />
            <SettingSelect
              label="Block Amazon Logistics (5% shipping surcharge)"
              value={form.functions.shopifyBlockAmzl}
              options={BLOCK_AMZL_OPTIONS}
              onChange={(v) => setFunction('shopifyBlockAmzl', v)}
            />
            <ShopifyLocationSelect queryRef={locationsRef} value={form.functions.preferredLocation} onChange={(v) => setFunction('preferredLocation', v)} />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Pricing Formulas</Card.Title>
          <Card.Description>A negative margin reduces the price: 100 with +10% is 110, with -10% is 90, with 0 stays 100.</Card.Description>
        </Card.Header>
        <Card.Body>
          <Stack gap="6">
            <Formula
              legend="Sale Price"
              choice={form.pricing.radioGroupShopifyPricing}
              onChoice={(v) => setPricing('radioGroupShopifyPricing', v)}
              percentField="shopifyPercentMargin"
              fixedField="shopifyFixedMargin"
              form={form}
              onMargin={setPricing}
              invalid={invalid}
              symbol={symbol}
            />
            <Formula
              legend="Compare-at Price"
              choice={form.pricing.radioGroupComparePricing}
              onChoice={(v) => setPricing('radioGroupComparePricing', v)}
              percentField="comparePercentMargin"
              fixedField="compareFixedMargin"
              form={form}
              onMargin={setPricing}
              invalid={invalid}
              symbol={symbol}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      {(changes || invalid.length > 0) && (
        <SaveBar saving={saving} disabled={invalid.length > 0 || !changes} onSave={submit} mutation="updateShopifySettings" />
      )}
    </Stack>
  );
}
