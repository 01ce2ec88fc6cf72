// Control endpoints (not eBay's API) for the Notification API: what is subscribed, the
// ORDER_CONFIRMATION deliveries with their attempts, the drop/delay knob and a redelivery.
import express, { type Router } from 'express';
import { redeliverOrderConfirmation } from './order-notifications.ts';
import type { EbaySandboxState } from './state.ts';
import { isObj } from './validate.ts';

export function notificationControlRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  const usernameOf = (userId: string | null) => (userId ? (state.users.get(userId)?.username ?? null) : null);

  r.get('/__sandbox/notifications', (req, res) => {
    const username = typeof req.query.username === 'string' ? req.query.username : null;
    res.json({
      config: state.notificationConfig,
      destinations: [...state.destinations.values()],
      subscriptions: [...state.subscriptions.values()]
        .map((s) => ({ ...s, username: usernameOf(s.userId) }))
        .filter((s) => !username || s.username === username),
      orderConfirmations: [...state.orderNotifications.values()]
        .map((n) => ({ ...n, username: usernameOf(n.userId) }))
        .filter((n) => !username || n.username === username),
      knobs: state.knobs.orderNotifications,
    });
  });

  // {drop?, delaySeconds?}: ORDER_CONFIRMATION notifications made from now on are never sent, or sent this late.
  r.put('/__sandbox/notifications/order-confirmation', (req, res) => {
    const b = isObj(req.body) ? req.body : {};
    const delay = b.delaySeconds === undefined ? state.knobs.orderNotifications.delayMs / 1000 : Number(b.delaySeconds);
    if (!Number.isFinite(delay) || delay < 0) return void res.status(400).json({ error: 'delaySeconds must be a number >= 0' });
    if (b.drop !== undefined && typeof b.drop !== 'boolean') return void res.status(400).json({ error: 'drop must be true or false' });
    state.knobs.orderNotifications = { drop: b.drop ?? state.knobs.orderNotifications.drop, delayMs: Math.round(delay * 1000) };
    res.json(state.knobs.orderNotifications);
  });

  // eBay's retry of one ORDER_CONFIRMATION: the same notificationId again, signed anew.
  r.post('/__sandbox/notifications/order-confirmation/:notificationId/redeliver', async (req, res) => {
    const n = state.orderNotifications.get(String(req.params.notificationId));
    if (!n) return void res.status(404).json({ error: 'unknown notificationId' });
    const status = await redeliverOrderConfirmation(state, n);
    res.json({ notificationId: n.notificationId, status, attempts: n.attempts });
  });
  return r;
}
