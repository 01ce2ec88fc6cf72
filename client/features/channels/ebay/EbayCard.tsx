import { useState } from 'react';
import { ConnectionCard } from '../../connect/ConnectionCard.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { EbayCard_user$key } from '../../../__generated__/EbayCard_user.graphql.ts';
import { AMAZON_MARKETPLACES, EBAY_SITES } from '../../../../shared/channels/marketplaces.ts';
import { Notice } from '../../../components/Notice.tsx';
import { useStartEbayAuthorizationMutation } from '../../connect/StartAuthorization.ts';
import { useUpdateEbaySiteMutation } from './UpdateEbaySiteMutation.ts';
import { useSetEbayCurrencyMutation } from './SetEbayCurrencyMutation.ts';
import { consentHandlers } from '../../connect/handoff.ts';

const SITES = EBAY_SITES.filter((s) => s.active);
/** The currencies of the active sites: the 'eBay Currency' choices. */
const CURRENCIES = [...new Map(SITES.map((s) => [s.currency, { code: s.currency, symbol: s.currencySymbol, name: s.currencyName }])).values()];

type Status = { level: 'info' | 'success' | 'error'; text: string } | null;

/**
 * 'eBay Settings' (spec 000 §2): site picker of the active sites and (Re)authorize eBay; once
 * connected, a site change is saved at once, and the currency picker applies to new listings only.
 */
export function EbayCard({ userRef, onboarding = false }: { userRef: EbayCard_user$key; onboarding?: boolean }) {
  const user = useFragment(
    graphql`
      fragment EbayCard_user on User {
        userId
        linkedPlatforms {
          ebay { authorized sellername siteId siteName currency }
          amazon { marketplaceId }
        }
      }
    `,
    userRef,
  );
  const ebay = user.linkedPlatforms.ebay;
  // Before eBay is connected the site defaults to the one of the seller's Amazon marketplace (Amazon UK → eBay UK).
  const amazonSite = AMAZON_MARKETPLACES.find((m) => m.id === user.linkedPlatforms.amazon?.marketplaceId)?.ebaySiteId;
  const [siteId, setSiteId] = useState<number>(ebay?.siteId ?? SITES.find((s) => s.siteId === amazonSite)?.siteId ?? SITES[0]!.siteId);
  const [currency, setCurrency] = useState<string>(ebay?.currency ?? SITES.find((s) => s.siteId === siteId)!.currency);
  const [status, setStatus] = useState<Status>(null);
  const [currencyStatus, setCurrencyStatus] = useState<Status>(null);
  const [start, starting] = useStartEbayAuthorizationMutation();
  const [saveSite] = useUpdateEbaySiteMutation();
  const [saveCurrency, savingCurrency] = useSetEbayCurrencyMutation();

  function chooseSite(next: number) {
    setSiteId(next);
    if (!ebay) return;
    setStatus({ level: 'info', text: 'Saving eBay Site...' });
    saveSite({
      variables: { userId: user.userId, siteId: next },
      onCompleted: ({ updateEbaySite: r }) =>
        setStatus(r.__typename === 'User' ? { level: 'success', text: 'eBay Site Saved' } : { level: 'error', text: 'Error Saving eBay Site' }),
      onError: () => setStatus({ level: 'error', text: 'Error Saving eBay Site' }),
    });
  }
  function authorize() {
    setStatus(null);
    start({
      variables: { userId: user.userId, siteId, onboarding },
      ...consentHandlers(
        'ebay',
        onboarding,
        (d) => d.startEbayAuthorization,
        (text) => setStatus({ level: 'error', text }),
        'Could not reach eBay',
      ),
    });
  }
  function submitCurrency() {
    setCurrencyStatus(null);
    saveCurrency({
      variables: { userId: user.userId, currency },
      onCompleted: ({ setEbayCurrency: r }) =>
        setCurrencyStatus(
          r.__typename === 'User' ? { level: 'success', text: 'eBay Currency Saved' } : { level: 'error', text: r.message || 'Error Saving eBay Currency' },
        ),
      onError: () => setCurrencyStatus({ level: 'error', text: 'Error Saving eBay Currency' }),
    });
  }

  return (
    <ConnectionCard title="eBay Settings" mutations={['startEbayAuthorization', 'updateEbaySite', 'setEbayCurrency']}>
      {ebay?.authorized ? (
        <Text>{ebay.sellername ? `Authorized as ${ebay.sellername} on eBay ${ebay.siteName}` : `Authorized on eBay ${ebay.siteName}`}</Text>
      ) : ebay ? (
        <Notice status="warning">Your eBay authorization is out of date. Please reauthorize eBay.</Notice>
      ) : (
        <Text color="fg.muted">eBay is not authorized yet.</Text>
      )}
      <HStack align="flex-end" gap="3" wrap="wrap">
        <SelectField
          label="eBay Site"
          maxW="xs"
          value={siteId}
          onChange={(v) => chooseSite(Number(v))}
          options={SITES.map((s) => ({ value: s.siteId, label: s.siteName }))}
        />
        <Button colorPalette="brand" onClick={authorize} loading={starting}>
          {ebay ? 'Reauthorize eBay' : 'Authorize eBay'}
        </Button>
      </HStack>
      {status && <Notice status={status.level}>{status.text}</Notice>}
      {ebay && (
        <Stack gap="2">
          <HStack align="flex-end" gap="3" wrap="wrap">
            <Field.Root maxW="xs">
              <Field.Label>eBay Currency</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={currency} onChange={(e) => setCurrency(e.currentTarget.value)}>
                  {CURRENCIES.map((c) => (
                    <option key={c.code} value={c.code}>
                      {`${c.symbol} ${c.name} (${c.code})`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button variant="outline" onClick={submitCurrency} loading={savingCurrency}>
              Save eBay Currency
            </Button>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            A currency change affects only new listings.
          </Text>
          {currencyStatus && <Notice status={currencyStatus.level}>{currencyStatus.text}</Notice>}
        </Stack>
      )}
    </ConnectionCard>
  );
}
