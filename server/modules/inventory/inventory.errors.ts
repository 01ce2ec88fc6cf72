import { AppError, errorClass } from '../../errors.ts';

/** Expected failures of the inventory module: a stable code, the message shown, an HTTP status. */
export class InventoryError extends AppError {}

/** The listing view's empty state (spec 001 §2.12). Also for another seller's item: no existence leak. */
export class InventoryItemNotFoundError extends errorClass(InventoryError, 'ITEM_NOT_FOUND', 'Listing not found', 404) {}

/** Spec 000 §2: the inventory screen's "Connect your Amazon Account to view your inventory". */
export class AmazonNotConnectedError extends errorClass(InventoryError, 'AMAZON_NOT_CONNECTED', 'Connect your Amazon Account to view your inventory', 409) {}

export class InventoryValidationError extends InventoryError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super('VALIDATION', message, 400);
  }
  override restFields() {
    return { code: this.code, field: this.field };
  }
}

/** A report whose header lacks a column the import needs: nothing of it can be read. */
export class ReportFormatError extends Error {
  constructor(report: string, missing: string[]) {
    super(`${report}: missing column(s) ${missing.join(', ')}`);
  }
}

/** Spec 000 §8: the toast of a failed 'Refresh Inventory'. */
export const REFRESH_FAILED_MESSAGE = 'Sorry! There was an error queueing your inventory refresh';
