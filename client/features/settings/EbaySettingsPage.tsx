import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { BLANK_BOX } from './fulfilmentOptions.ts';
import { Card, Field, Heading, Input, InputGroup, RadioCard, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { EbaySettingsPage_user$key } from '../../__generated__/EbaySettingsPage_user.graphql.ts';
import type { EbaySettingsPageQuery } from '../../__generated__/EbaySettingsPageQuery.graphql.ts';
import { ErrorBoundary } from '../../components/ErrorFallback.tsx';
import { toaster } from '../../components/ui/toaster.tsx';
import { currencySymbol, DEFAULT_CURRENCY } from '../../money/money.ts';
import { EbayListingsLoading as Loading } from '../listings/EbayListingsLoading.tsx';
import { AdvancedSettingsTabs } from './AdvancedSettingsTabs.tsx';
import { EbayRepricePreview } from './EbayRepricePreview.tsx';
import { ebaySettingsPageQuery } from './EbaySettingsPageQuery.ts';
import {
  BLOCK_AMZL,
  changedEbaySettings,
  EBAY_REGIONS,
  ebayFieldErrors,
  ebayFormFromSettings,
  FEEDBACK_TEXT_MAX,
  HANDLING_TIMES,
  PRICING_OPTIONS,
  pricingChanges,
  SHOP_TIERS,
  TEMPLATE_STYLES,
  type EbayFieldErrors,
  type EbaySettingsValues,
} from './ebaySettingsForm.ts';
import { useUpdateEbaySettingsMutation } from './mutations/UpdateEbaySettingsMutation.ts';
import { SaveBar } from './SaveBar.tsx';
import { SettingSelect, SettingSwitch } from './SettingsFields.tsx';
import { TemplatePreviewFrame, type TemplatePreviewSettings } from '../templates/TemplatePreviewFrame.tsx';

const FAILED = 'Something went wrong. Please try again or contact support.';

/** The server's field names (stored settings) → the form's, for a refused save's field errors. */
const SERVER_FIELDS: Record<string, keyof EbaySettingsValues> = {
  handling_time: 'handlingTime',
  preferred_list_quantity: 'preferredListQuantity',
  preferred_list_quantity_buffer: 'preferredListQuantityBuffer',
  override_country: 'overrideCountry',
  ships_from_zip: 'shipsFromZip',
  'premium_shipping_additional_profits.expedited': 'premiumExpedited',
  'premium_shipping_additional_profits.priority': 'premiumPriority',
  automatic_customer_feedback_text: 'automaticCustomerFeedbackText',
  displayable_order_comment: 'displayableOrderComment',
  repricing_margin: 'repricingMargin',
  pricing_percent_margin: 'pricingPercentMargin',
  pricing_fixed_margin: 'pricingFixedMargin',
  'pricing_formula.item_multiplier': 'itemMultiplier',
  'pricing_formula.fba_ship_multiplier': 'fbaShipMultiplier',
  'pricing_formula.constant_add': 'constantAdd',
};

/** Every field the page shows; unmasked, so the save's answer refreshes the same fields. */
graphql`
  fragment EbaySettingsPage_settings on EbaySettings @relay(mask: false) {
      handlingTime
      enableBestOffer
      ebayAiFillSpecifics
      preferredListQuantity
      preferredListQuantityBuffer
      overrideCountry
      shipsFromZip
      premiumShippingAdditionalProfits {
        expedited
        priority
      }
      disableShippingPriceOverrides
      automaticCustomerFeedbackText
      disableCustomerFeedback
      markAsShipped
      displayableOrderComment
      enableBlankBox
      ebayBlankBox
      ebayBlockAmzl
      repricingEnabled
      alwaysReprice
      repricingMargin
      ebayFeeCountry
      ebayShopType
      disableFulfillment
      disableQus
      enableEmailNotifications
      pricingOption
      pricingPercentMargin
      pricingFixedMargin
      pricingFormula {
        itemMultiplier
        fbaShipMultiplier
        constantAdd
      }
      listingTemplateStyle
      showFooter
      listingTemplateBoilerplate {
        title1
        details1
        title2
        details2
        title3
        details3
      }
      customTemplate {
        html
        css
      }
    
  }
`;

type Setter = <K extends keyof EbaySettingsValues>(key: K, value: EbaySettingsValues[K]) => void;

/** A typed field with its error under it. */
function TextField({
  label,
  value,
  onChange,
  error,
  help,
  start,
  end,
  inputMode,
  maxLength,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  help?: ReactNode;
  start?: string;
  end?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  maxLength?: number;
  placeholder?: string;
}) {
  const input = (
    <Input
      size="sm"
      bg="bg"
      value={value}
      inputMode={inputMode}
      maxLength={maxLength}
      placeholder={placeholder}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
  return (
    <Field.Root invalid={error !== undefined} maxW="sm">
      <Field.Label fontSize="sm">{label}</Field.Label>
      {start || end ? (
        <InputGroup startElement={start} endElement={end}>
          {input}
        </InputGroup>
      ) : (
        input
      )}
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function ListingSettings({ form, set, errors, symbol }: { form: EbaySettingsValues; set: Setter; errors: EbayFieldErrors; symbol: string }) {
  return (
    <Section title="Listing Settings" description="How your items are offered on eBay.">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SettingSelect
            label="Handling Time"
            value={form.handlingTime}
            options={HANDLING_TIMES.map((d) => ({ value: d, label: d === '1' ? '1 business day' : `${d} business days` }))}
            onChange={(v) => set('handlingTime', v)}
            help="Business days between the sale and the dispatch."
          />
          <TextField
            label="Quantity Buffer"
            value={form.preferredListQuantityBuffer}
            onChange={(v) => set('preferredListQuantityBuffer', v)}
            error={errors.preferredListQuantityBuffer}
            inputMode="numeric"
            help="Subtracted from every listing's quantity. Empty: none."
          />
          <TextField
            label="Maximum Listed Quantity"
            value={form.preferredListQuantity}
            onChange={(v) => set('preferredListQuantity', v)}
            error={errors.preferredListQuantity}
            inputMode="numeric"
            help="The most any listing shows. Empty: no cap."
          />
          <TextField
            label="Ships From Country"
            value={form.overrideCountry}
            onChange={(v) => set('overrideCountry', v)}
            error={errors.overrideCountry}
            maxLength={2}
            placeholder="US"
            help="Two-letter code. Empty: your eBay account's country."
          />
          <TextField
            label="Ships From ZIP or Postcode"
            value={form.shipsFromZip}
            onChange={(v) => set('shipsFromZip', v)}
            error={errors.shipsFromZip}
            maxLength={12}
            help="Empty: your eBay account's."
          />
          <TextField
            label="Expedited Shipping Additional Profit"
            value={form.premiumExpedited}
            onChange={(v) => set('premiumExpedited', v)}
            error={errors.premiumExpedited}
            inputMode="decimal"
            start={symbol}
          />
          <TextField
            label="Priority Shipping Additional Profit"
            value={form.premiumPriority}
            onChange={(v) => set('premiumPriority', v)}
            error={errors.premiumPriority}
            inputMode="decimal"
            start={symbol}
          />
        </SimpleGrid>
        <SettingSwitch
          checked={form.enableBestOffer}
          onChange={(v) => set('enableBestOffer', v)}
          label="Enable Best Offer"
          help="Buyers may send offers on items whose own Best Offer setting is not chosen."
        />
        <SettingSwitch
          checked={form.ebayAiFillSpecifics}
          onChange={(v) => set('ebayAiFillSpecifics', v)}
          label="Fill missing item specifics with AI when listing"
          help="When Amazon's data and your category defaults lack an item specific eBay requires, AI suggests it. One AI credit per item that needs it; the list dialog shows the count and cost first."
        />
        <SettingSwitch
          checked={form.disableShippingPriceOverrides}
          onChange={(v) => set('disableShippingPriceOverrides', v)}
          label="Disable Shipping Price Overrides"
          help="Use your eBay shipping policy's prices as they are."
        />
      </Stack>
    </Section>
  );
}

function AdvancedSettings({ form, set, errors }: { form: EbaySettingsValues; set: Setter; errors: EbayFieldErrors }) {
  const feedbackLength = form.automaticCustomerFeedbackText.trim().length;
  return (
    <Section title="Advanced Settings">
      <Stack gap="5">
        <Field.Root invalid={errors.automaticCustomerFeedbackText !== undefined}>
          <Field.Label fontSize="sm">Automatic Customer Feedback Text</Field.Label>
          <Input
            size="sm"
            bg="bg"
            value={form.automaticCustomerFeedbackText}
            onChange={(e) => set('automaticCustomerFeedbackText', e.currentTarget.value)}
            disabled={form.disableCustomerFeedback}
          />
          <Field.HelperText>
            {feedbackLength}/{FEEDBACK_TEXT_MAX} characters. Left for your buyers once their order has shipped.
          </Field.HelperText>
          <Field.ErrorText>{errors.automaticCustomerFeedbackText}</Field.ErrorText>
        </Field.Root>
        <SettingSwitch checked={form.disableCustomerFeedback} onChange={(v) => set('disableCustomerFeedback', v)} label="Disable Customer Feedback" />
        <SettingSwitch
          checked={form.markAsShipped}
          onChange={(v) => set('markAsShipped', v)}
          label="Mark as Shipped"
          help="Send the Amazon tracking to eBay and mark the order shipped."
        />
        <Field.Root invalid={errors.displayableOrderComment !== undefined}>
          <Field.Label fontSize="sm">Packing Slip Comment</Field.Label>
          <Textarea
            size="sm"
            rows={2}
            bg="bg"
            placeholder="Thank you for your order."
            value={form.displayableOrderComment}
            onChange={(e) => set('displayableOrderComment', e.currentTarget.value)}
          />
          <Field.HelperText>Printed on the packing slip of orders Amazon fulfils for you.</Field.HelperText>
          <Field.ErrorText>{errors.displayableOrderComment}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SettingSelect label="Blank Box" value={form.ebayBlankBox} options={BLANK_BOX} onChange={(v) => set('ebayBlankBox', v)} />
          <SettingSelect
            label="Block Amazon Logistics"
            value={form.ebayBlockAmzl}
            options={BLOCK_AMZL}
            onChange={(v) => set('ebayBlockAmzl', v)}
            help="Blocking Amazon Logistics adds a 5% shipping surcharge."
          />
          <SettingSelect label="eBay Region of Residence" value={form.ebayFeeCountry} options={EBAY_REGIONS} onChange={(v) => set('ebayFeeCountry', v)} />
          <SettingSelect label="eBay Business Account Tier" value={form.ebayShopType} options={SHOP_TIERS} onChange={(v) => set('ebayShopType', v)} />
          <TextField
            label="Repricing Margin"
            value={form.repricingMargin}
            onChange={(v) => set('repricingMargin', v)}
            error={errors.repricingMargin}
            inputMode="decimal"
            end="%"
            help="Price changes smaller than this wait, unless Always Reprice is on."
          />
        </SimpleGrid>
        <SettingSwitch
          checked={form.enableBlankBox}
          onChange={(v) => set('enableBlankBox', v)}
          label="Enable Blank Box"
          help="Ship eBay orders in unbranded boxes."
        />
        <SettingSwitch
          checked={form.repricingEnabled}
          onChange={(v) => set('repricingEnabled', v)}
          label="Repricing Enabled"
          help="Send price changes to eBay."
        />
        <SettingSwitch
          checked={form.alwaysReprice}
          onChange={(v) => set('alwaysReprice', v)}
          label="Always Reprice"
          help="Send every price change, however small."
        />
        <SettingSwitch
          checked={form.disableQus}
          onChange={(v) => set('disableQus', v)}
          label="Disable Quantity Sync"
          help="Stop sending Amazon quantity changes to eBay."
        />
        <SettingSwitch
          checked={form.disableFulfillment}
          onChange={(v) => set('disableFulfillment', v)}
          label="Disable Fulfillment"
          help="Stop ordering your eBay sales from Amazon Multi-Channel Fulfillment."
        />
        <SettingSwitch checked={form.enableEmailNotifications} onChange={(v) => set('enableEmailNotifications', v)} label="Enable Email Notifications" />
      </Stack>
    </Section>
  );
}

function PricingFormula({
  form,
  set,
  errors,
  symbol,
  preview,
}: {
  form: EbaySettingsValues;
  set: Setter;
  errors: EbayFieldErrors;
  symbol: string;
  preview: ReactNode;
}) {
  return (
    <Section title="Pricing Formula" description="How your eBay prices are computed from Amazon's. A negative margin reduces the price.">
      <Stack gap="5">
        <RadioCard.Root size="sm" value={form.pricingOption} onValueChange={(e) => e.value && set('pricingOption', e.value)} aria-label="Pricing option">
          <RadioCard.Label>Pricing option</RadioCard.Label>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
            {PRICING_OPTIONS.map((o) => (
              <RadioCard.Item key={o.value} value={o.value}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemText>{o.label}</RadioCard.ItemText>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </RadioCard.Root>
        {form.pricingOption === 'percent' && (
          <TextField
            label="Percent Margin"
            value={form.pricingPercentMargin}
            onChange={(v) => set('pricingPercentMargin', v)}
            error={errors.pricingPercentMargin}
            inputMode="decimal"
            end="%"
            help="Your Amazon earnings plus this percent, with eBay's fee and the fulfilment covered."
          />
        )}
        {form.pricingOption === 'fixed' && (
          <TextField
            label="Fixed Margin"
            value={form.pricingFixedMargin}
            onChange={(v) => set('pricingFixedMargin', v)}
            error={errors.pricingFixedMargin}
            inputMode="decimal"
            start={symbol}
            help="Your Amazon earnings plus this amount, with eBay's fee and the fulfilment covered."
          />
        )}
        {form.pricingOption === 'formula' && (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              Price = item multiplier × Amazon price + FBA ship multiplier × FBA shipping cost + constant.
            </Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <TextField
                label="Item Multiplier"
                value={form.itemMultiplier}
                onChange={(v) => set('itemMultiplier', v)}
                error={errors.itemMultiplier}
                inputMode="decimal"
              />
              <TextField
                label="FBA Ship Multiplier"
                value={form.fbaShipMultiplier}
                onChange={(v) => set('fbaShipMultiplier', v)}
                error={errors.fbaShipMultiplier}
                inputMode="decimal"
              />
              <TextField
                label="Constant Add"
                value={form.constantAdd}
                onChange={(v) => set('constantAdd', v)}
                error={errors.constantAdd}
                inputMode="decimal"
                start={symbol}
              />
            </SimpleGrid>
          </Stack>
        )}
        {preview}
      </Stack>
    </Section>
  );
}

/** The form's unsaved template settings, as the preview query takes them. */
function templateOf(form: EbaySettingsValues): TemplatePreviewSettings {
  return {
    style: form.listingTemplateStyle as TemplatePreviewSettings['style'],
    showFooter: form.showFooter,
    boilerplate: {
      title1: form.title1,
      details1: form.details1,
      title2: form.title2,
      details2: form.details2,
      title3: form.title3,
      details3: form.details3,
    },
    customHtml: form.customHtml,
    customCss: form.customCss,
  };
}

function FooterTemplate({ form, set, userId }: { form: EbaySettingsValues; set: Setter; userId: string }) {
  return (
    <Section title="Listing Footer Template" description="The style of your eBay descriptions and the three blocks of their footer.">
      <Stack gap="5">
        <SettingSelect label="Template Style" value={form.listingTemplateStyle} options={TEMPLATE_STYLES} onChange={(v) => set('listingTemplateStyle', v)} />
        <SettingSwitch checked={form.showFooter} onChange={(v) => set('showFooter', v)} label="Show Footer" />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {([1, 2, 3] as const).map((n) => (
            <Stack key={n} gap="2">
              <TextField label={`Title ${n}`} value={form[`title${n}`]} onChange={(v) => set(`title${n}`, v)} />
              <Field.Root>
                <Field.Label fontSize="sm">Details {n}</Field.Label>
                <Textarea size="sm" rows={4} bg="bg" value={form[`details${n}`]} onChange={(e) => set(`details${n}`, e.currentTarget.value)} />
              </Field.Root>
            </Stack>
          ))}
        </SimpleGrid>
        {/* The description as the unsaved style, footer and custom template render it (sample item). */}
        <TemplatePreviewFrame userId={userId} template={templateOf(form)} />
      </Stack>
    </Section>
  );
}

function CustomTemplate({ form, set }: { form: EbaySettingsValues; set: Setter }) {
  return (
    <Section title="Custom HTML/CSS template" description="Your own description template. Scripts and remote includes are removed.">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root>
          <Field.Label fontSize="sm">HTML</Field.Label>
          <Textarea
            size="sm"
            rows={10}
            bg="bg"
            fontFamily="mono"
            spellCheck={false}
            value={form.customHtml}
            onChange={(e) => set('customHtml', e.currentTarget.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="sm">CSS</Field.Label>
          <Textarea
            size="sm"
            rows={10}
            bg="bg"
            fontFamily="mono"
            spellCheck={false}
            value={form.customCss}
            onChange={(e) => set('customCss', e.currentTarget.value)}
          />
        </Field.Root>
      </SimpleGrid>
    </Section>
  );
}

function EbaySettingsForm({ userRef, userId }: { userRef: EbaySettingsPage_user$key; userId: string }) {
  const user = useFragment(
    graphql`
      fragment EbaySettingsPage_user on User {
        linkedPlatforms {
          ebay {
            currency
          }
        }
        ebaySettings {
          ...EbaySettingsPage_settings @relay(mask: false)
        }
      }
    `,
    userRef,
  );
  const currency = user.linkedPlatforms.ebay?.currency ?? DEFAULT_CURRENCY;
  const symbol = currencySymbol(currency);
  const loaded = useMemo(() => ebayFormFromSettings(user.ebaySettings), [user.ebaySettings]);
  const [form, setForm] = useState<EbaySettingsValues>(loaded);
  const [serverErrors, setServerErrors] = useState<EbayFieldErrors>({});
  // A save brings new stored values: they become what the form compares with.
  const [base, setBase] = useState(loaded);
  if (base !== loaded) {
    setBase(loaded);
    setForm(loaded);
  }
  const [save, saving] = useUpdateEbaySettingsMutation();
  const changes = changedEbaySettings(loaded, form);
  const errors = { ...serverErrors, ...ebayFieldErrors(form) };
  const hasErrors = Object.keys(errors).length > 0;
  const pricing = pricingChanges(changes);

  const set: Setter = (key, value) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  function submit() {
    if (!changes || hasErrors || saving) return;
    save({
      variables: { userId, settings: changes },
      onCompleted: ({ updateEbaySettings: r }) => {
        if (r.__typename === 'User') return;
        if (r.__typename === 'ValidationError') {
          const found: EbayFieldErrors = {};
          for (const fe of r.fieldErrors ?? []) {
            const key = SERVER_FIELDS[fe.field];
            if (key) found[key] = fe.message;
          }
          setServerErrors(found);
        }
        toaster.create({ type: 'error', title: 'message' in r ? r.message : FAILED });
      },
      onError: () => void toaster.create({ type: 'error', title: FAILED }),
    });
  }

  return (
    <Stack
      gap="6"
      pb="20"
      onKeyDown={(e) => {
        // Ctrl/Cmd+S saves, as in an editor.
        if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
          e.preventDefault();
          submit();
        }
      }}
    >
      <ListingSettings form={form} set={set} errors={errors} symbol={symbol} />
      <AdvancedSettings form={form} set={set} errors={errors} />
      <PricingFormula
        form={form}
        set={set}
        errors={errors}
        symbol={symbol}
        preview={pricing && <EbayRepricePreview userId={userId} pricing={pricing} currency={currency} />}
      />
      <FooterTemplate form={form} set={set} userId={userId} />
      <CustomTemplate form={form} set={set} />
      {(changes || hasErrors) && <SaveBar saving={saving} disabled={hasErrors || !changes} onSave={submit} mutation="updateEbaySettings" />}
    </Stack>
  );
}

function EbaySettingsContent({ queryRef, userId }: { queryRef: PreloadedQuery<EbaySettingsPageQuery>; userId: string }) {
  const data = usePreloadedQuery<EbaySettingsPageQuery>(ebaySettingsPageQuery, queryRef);
  return data.user ? <EbaySettingsForm userRef={data.user} userId={userId} /> : <Text>No user info</Text>;
}

/** settings/advanced/ebay (spec 001 §2.13): the five sections, the pricing dry run and the floating save bar. */
export function EbaySettingsPage() {
  const { userId = '-' } = useParams();
  const queryRef = useLoaderData() as PreloadedQuery<EbaySettingsPageQuery>;
  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="2xl">
        eBay Advanced Settings
      </Heading>
      <AdvancedSettingsTabs userId={userId} />
      <ErrorBoundary resetKey={userId}>
        <Suspense fallback={<Loading />}>
          <EbaySettingsContent queryRef={queryRef} userId={userId} />
        </Suspense>
      </ErrorBoundary>
    </Stack>
  );
}
