import { AppError, errorClass } from '../../errors.ts';

/** A dashboard asked for with a period or channel that cannot be shown; the message says which and why, in the seller's words. */
export class DashboardInputError extends errorClass(AppError, 'VALIDATION', (why: string) => why, 400) {}
