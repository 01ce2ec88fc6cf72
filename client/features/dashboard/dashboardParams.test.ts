import { describe, expect, it } from 'vitest';
import { dashboardSearch, dashboardVariables, parseDashboardParams } from './dashboardParams.ts';

describe("the Dashboard's URL", () => {
  it('defaults to the last 30 days on every channel, and ignores what it does not know', () => {
    expect(parseDashboardParams(new URLSearchParams(''))).toEqual({ period: 'LAST_30_DAYS', channel: '', from: '', to: '' });
    expect(parseDashboardParams(new URLSearchParams('period=YEAR&channel=<b>&from=yesterday'))).toEqual({
      period: 'LAST_30_DAYS',
      channel: '',
      from: '',
      to: '',
    });
  });

  it('keeps a period, a channel and custom days, and writes them back', () => {
    const p = parseDashboardParams(new URLSearchParams('period=CUSTOM&channel=ONBUY&from=2026-11-01&to=2026-11-10'));
    expect(p).toEqual({ period: 'CUSTOM', channel: 'ONBUY', from: '2026-11-01', to: '2026-11-10' });
    expect(dashboardSearch(p).toString()).toBe('period=CUSTOM&channel=ONBUY&from=2026-11-01&to=2026-11-10');
    expect(dashboardSearch({ period: 'LAST_30_DAYS', channel: '', from: '', to: '' }).toString()).toBe('');
  });

  it('asks for the last 30 days while a custom period lacks a day', () => {
    expect(dashboardVariables('u1', { period: 'CUSTOM', channel: '', from: '2026-11-01', to: '' })).toEqual({
      userId: 'u1',
      period: 'LAST_30_DAYS',
      from: null,
      to: null,
      channel: null,
    });
    expect(dashboardVariables('u1', { period: 'LAST_7_DAYS', channel: 'EBAY', from: '', to: '' })).toMatchObject({ period: 'LAST_7_DAYS', channel: 'EBAY' });
  });
});
