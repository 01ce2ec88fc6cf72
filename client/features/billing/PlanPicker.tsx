import { useState } from 'react';
import { Badge, Button, ButtonGroup, HStack, RadioCard, Slider, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import {
  confirmMessageOf,
  findPlan,
  initialSliderValue,
  offeredPlans,
  PLANS,
  type Channel,
  type Plan,
  type Recurrence,
} from '../../../shared/billing/plans.ts';
import { toaster } from '../../components/ui/toaster.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { formatCents } from './format.ts';

/**
 * The plan picker of spec 002 §2.8: monthly/annual, a listings slider (0–2500, step 25; 2550 on
 * narrow screens) starting at the current plan's max minus 50 (capped at 2450); 'Choose Plan' asks
 * with the plan's confirm message. Every tier is listed with what it includes (issue 30: Pro and
 * above were hidden behind the slider, and that Basic and Plus have no quantity sync was not
 * said); the slider marks the (at most two) plans the spec offers for that many listings.
 * The catalogue is the server's own module (pure), so the picker needs no round trip.
 */
export function PlanPicker(props: {
  channel: Channel;
  /** The seller's billing currency (User.billingCurrency): prices are shown and charged in it. */
  currency: string;
  currentPlanId?: string | null;
  busy?: boolean;
  chooseLabel?: string;
  onConfirm: (plan: Plan) => void;
}) {
  const current = props.currentPlanId ? findPlan(props.currentPlanId) : undefined;
  const [recurrence, setRecurrence] = useState<Recurrence>(current?.recurrence ?? 'monthly');
  const [listings, setListings] = useState(initialSliderValue(current));
  const [selected, setSelected] = useState<string | null>(current?.id ?? null);
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const max = useBreakpointValue({ base: 2550, md: 2500 }) ?? 2500;
  const plans = PLANS.filter((p) => p.channel === props.channel && p.recurrence === recurrence && p.active && p.priceCents > 0).sort(
    (a, b) => a.maxListings - b.maxListings,
  );
  const fits = new Set(offeredPlans(props.channel, recurrence, listings).map((p) => p.id));
  const chosen = plans.find((p) => p.id === selected);

  function choose() {
    if (!chosen) {
      toaster.create({ type: 'warning', title: 'Please select a plan' });
      return;
    }
    setConfirming(chosen);
  }

  return (
    <Stack gap="4">
      <ButtonGroup size="sm" variant="outline" attached aria-label="Billing period">
        {(['monthly', 'annual'] as const).map((r) => (
          <Button
            key={r}
            aria-pressed={recurrence === r}
            variant={recurrence === r ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() => setRecurrence(r)}
          >
            {r === 'monthly' ? 'Monthly' : 'Annual'}
          </Button>
        ))}
      </ButtonGroup>
      <Slider.Root min={0} max={max} step={25} value={[Math.min(listings, max)]} onValueChange={(e) => setListings(e.value[0] ?? 0)}>
        <HStack justify="space-between">
          <Slider.Label>Live listings needed</Slider.Label>
          <Slider.ValueText />
        </HStack>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumb index={0} aria-label="Live listings needed">
            <Slider.HiddenInput />
          </Slider.Thumb>
        </Slider.Control>
      </Slider.Root>
      {plans.length === 0 ? (
        <Text color="fg.muted">No plan fits that many listings.</Text>
      ) : (
        <RadioCard.Root value={selected} onValueChange={(e) => setSelected(e.value)} aria-label="Plans">
          <Stack gap="2">
            {plans.map((p) => (
              <RadioCard.Item key={p.id} value={p.id}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>
                      {p.displayName} {p.id === current?.id && <Badge colorPalette="green">Current</Badge>}{' '}
                      {fits.has(p.id) && p.id !== current?.id && <Badge colorPalette="blue">Fits your listings</Badge>}
                    </RadioCard.ItemText>
                    <RadioCard.ItemDescription>
                      {formatCents(p.priceCents, props.currency)} / {p.recurrence === 'monthly' ? 'month' : 'year'}
                      {p.savingPercent ? ` (save ${p.savingPercent}%)` : ''} · up to {p.maxListings.toLocaleString('en-US')} live listings ·{' '}
                      {p.features.includes('Quantity sync')
                        ? 'quantity sync, enhanced repricing, priority support'
                        : 'no quantity sync or enhanced repricing (from Pro up)'}
                    </RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </Stack>
        </RadioCard.Root>
      )}
      <Button alignSelf="flex-start" colorPalette="brand" onClick={choose} loading={props.busy}>
        {props.chooseLabel ?? 'Choose Plan'}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.displayName ?? ''}
        confirmLabel="Confirm"
        busy={props.busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          props.onConfirm(confirming!);
          setConfirming(null);
        }}
      >
        <Text>{confirming ? confirmMessageOf(confirming, formatCents(confirming.priceCents, props.currency)) : ''}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
