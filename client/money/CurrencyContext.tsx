import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { DEFAULT_CURRENCY, formatMoney } from './money.ts';

const CurrencyContext = createContext(DEFAULT_CURRENCY);

/** The currency money below it is shown in (a screen sets it from the seller's connection). */
export function CurrencyProvider({ currency, children }: { currency: string; children: ReactNode }) {
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

/** Formats minor units in the surrounding screen's currency. */
export function useMoney(): (cents: number | null | undefined) => string {
  const currency = useContext(CurrencyContext);
  return useCallback((cents) => formatMoney(cents, currency), [currency]);
}
