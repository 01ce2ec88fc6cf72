// The one failure of a description template: the seller's custom HTML does not compile. Its
// message is the spec's ('Error compiling template', 001 §2.12 and 002's message list); `reason` tells the seller
// what to fix. A listing whose template fails is never sent to eBay.
import { AppError } from '../../../errors.ts';

export const TEMPLATE_ERROR_MESSAGE = 'Error compiling template';

export class TemplateCompileError extends AppError {
  constructor(readonly reason: string) {
    super('TEMPLATE_COMPILE_ERROR', TEMPLATE_ERROR_MESSAGE, 422);
  }
  override restFields() {
    return { code: this.code, reason: this.reason };
  }
}
