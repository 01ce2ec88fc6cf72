// The General settings tab's form state (pure, unit-tested): the stored settings as the form shows
// them, and what to send — only the fields that differ from the stored ones.

export interface GeneralSettingsValues {
  enableEmailNotifications: boolean;
  /** Shown as 'Automatic Fulfillment' (the inverse of settings.disable_fulfillment). */
  automaticFulfillment: boolean;
  displayableOrderComment: string;
}

export interface StoredGeneralSettings {
  readonly enableEmailNotifications: boolean;
  readonly disableFulfillment: boolean;
  readonly displayableOrderComment: string | null | undefined;
}

export const ORDER_COMMENT_MAX = 1000;

export function generalFormFromSettings(s: StoredGeneralSettings): GeneralSettingsValues {
  return {
    enableEmailNotifications: s.enableEmailNotifications,
    automaticFulfillment: !s.disableFulfillment,
    displayableOrderComment: s.displayableOrderComment ?? '',
  };
}

/** The GraphQL input of what changed, or null when nothing did. */
export function changedGeneralSettings(
  stored: GeneralSettingsValues,
  form: GeneralSettingsValues,
): { enableEmailNotifications?: boolean; disableFulfillment?: boolean; displayableOrderComment?: string | null } | null {
  const out: { enableEmailNotifications?: boolean; disableFulfillment?: boolean; displayableOrderComment?: string | null } = {};
  if (form.enableEmailNotifications !== stored.enableEmailNotifications) out.enableEmailNotifications = form.enableEmailNotifications;
  if (form.automaticFulfillment !== stored.automaticFulfillment) out.disableFulfillment = !form.automaticFulfillment;
  if (form.displayableOrderComment.trim() !== stored.displayableOrderComment.trim()) out.displayableOrderComment = form.displayableOrderComment.trim() || null;
  return Object.keys(out).length > 0 ? out : null;
}

export function orderCommentTooLong(form: GeneralSettingsValues): boolean {
  return form.displayableOrderComment.trim().length > ORDER_COMMENT_MAX;
}
