import { useCallback } from 'react';
import { formatMoney } from '../../lib/format';
import { useAppSelector } from '../../redux/hooks';

/** Formats an amount with the site's currency symbol (ui settings). */
export function useMoney(): (amount: number) => string {
  const symbol = useAppSelector((s) => s.ui.currencySymbol);
  return useCallback((amount: number) => formatMoney(amount, symbol), [symbol]);
}

/** Formats integer cents (checkout's orders and transactions: 999 is 9.99) with the site's currency symbol. */
export function useCents(): (cents: number) => string {
  const money = useMoney();
  return useCallback((cents: number) => money(cents / 100), [money]);
}
