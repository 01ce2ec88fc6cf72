import { AppError, errorClass } from '../../errors.ts';
import { ConnectionsError } from '../../modules/connections/connections.errors.ts';

/** Spec 001 §5's OnBuy alert: no OnBuy connection, or OnBuy refused the stored keys (OnBuy's registry entry's connectionCheck). */
export class OnbuyAccountNeededError extends errorClass(
  AppError,
  'ONBUY_NEEDS_REAUTH',
  'You need to reauthorize your OnBuy account before you can list on OnBuy',
  409,
) {}

// Connecting the channel (connect.ts).

/** OnBuy refused the keys (or the token request failed): the spec's one message. */
export class OnbuyAuthorizationError extends ConnectionsError {
  constructor(readonly reason: string) {
    super('ONBUY_AUTHORIZATION_FAILED', 'Error Authorizing OnBuy', 400);
  }
}
