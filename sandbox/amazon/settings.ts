// Tunable behaviour of a running sandbox. Defaults follow Amazon where Amazon is fast enough
// to try by hand; tests and benchmarks shorten the clocks through the control API.
import type { ConsentSettings } from './consent.ts';
import type { LwaSettings } from './lwa.ts';
import type { McfSettings } from './mcf.ts';
import type { NotificationSettings } from './notifications.ts';
import type { ReportSettings } from './reports.ts';

export type SandboxSettings = LwaSettings & ConsentSettings & ReportSettings & McfSettings & NotificationSettings;

export function defaultSettings(productUrl: string): SandboxSettings {
  return {
    accessTokenTtlSeconds: 3600,
    codeTtlSeconds: 300,
    // Amazon takes minutes; seconds keep the demo snappy while still showing every status.
    reportStepMs: 2000,
    holdReports: false,
    mcfStepMs: 5000,
    notificationCopies: 1,
    notificationDelayMs: 0,
    compression: { GET_MERCHANT_LISTINGS_ALL_DATA: 'NONE', GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA: 'GZIP' },
    redirectUris: [`${productUrl.replace(/\/$/, '')}/spapi-auth`],
  };
}
