import { AppError, errorClass } from '../../errors.ts';

/** Spec 001 §5's OnBuy alert: no OnBuy connection, or OnBuy refused the stored keys (OnBuy's registry entry's connectionCheck). */
export class OnbuyAccountNeededError extends errorClass(
  AppError,
  'ONBUY_NEEDS_REAUTH',
  'You need to reauthorize your OnBuy account before you can list on OnBuy',
  409,
) {}
