import { AUTOMATIC, emit } from '../events.ts';
import { clone, type State, type Wire } from '../state.ts';
import { cancelNow, emitUpdated, startNewPeriod } from './lifecycle.ts';

const DAY = 86_400;
/** Stripe sends customer.subscription.trial_will_end three days before a trial ends. */
const TRIAL_WARNING = 3 * DAY;
/** An `incomplete` subscription whose first invoice stays unpaid expires after 23 hours. */
const INCOMPLETE_TTL = 23 * 3600;

/**
 * Moves the sandbox clock forward and does what Stripe does on its own as time passes: trial
 * warnings and ends, renewals with invoices, cancellations at period end, expiry of incomplete
 * subscriptions. Several periods are caught up when the jump spans them.
 */
export function advanceClock(state: State, seconds: number): void {
  state.clockOffset += seconds;
  for (const sub of state.subscriptions.values()) processSubscription(state, sub);
}

export function processSubscription(state: State, sub: Wire): void {
  const now = state.now();
  const internals = state.subscriptionInternals.get(sub.id);
  for (let guard = 0; guard < 1000; guard++) {
    if (sub.status === 'trialing') {
      if (internals && !internals.trialWillEndSent && now >= sub.trial_end - TRIAL_WARNING) {
        internals.trialWillEndSent = true;
        emit(state, AUTOMATIC, 'customer.subscription.trial_will_end', sub);
      }
      if (now < sub.trial_end) return;
      if (sub.cancel_at_period_end) return cancelNow(state, AUTOMATIC, sub, sub.trial_end);
      startNewPeriod(state, AUTOMATIC, sub, sub.trial_end);
      continue;
    }
    if (sub.status === 'incomplete') {
      if (internals?.incompleteSince == null || now < internals.incompleteSince + INCOMPLETE_TTL) return;
      const before = clone(sub);
      sub.status = 'incomplete_expired';
      sub.ended_at = now;
      const invoice = state.invoices.get(sub.latest_invoice);
      if (invoice && invoice.status === 'open') {
        invoice.status = 'void';
        invoice.status_transitions.voided_at = now;
        emit(state, AUTOMATIC, 'invoice.voided', invoice);
      }
      return emitUpdated(state, AUTOMATIC, before, sub);
    }
    if (sub.status !== 'active' && sub.status !== 'past_due') return;
    if (sub.cancel_at !== null && now >= sub.cancel_at && sub.cancel_at < sub.current_period_end) {
      return cancelNow(state, AUTOMATIC, sub, sub.cancel_at);
    }
    if (now < sub.current_period_end) return;
    if (sub.cancel_at_period_end) return cancelNow(state, AUTOMATIC, sub, sub.current_period_end);
    startNewPeriod(state, AUTOMATIC, sub, sub.current_period_end);
  }
}
