import { useCallback } from 'react';
import { formatMoney } from '../../lib/format';
import { useAppSelector } from '../../redux/hooks';

/** Formats integer cents (999 is 9.99), as the API answers every price and total, with the site's currency symbol. */
export function useMoney(): (cents: number) => string {
  const symbol = useAppSelector((s) => s.ui.currencySymbol);
  return useCallback((cents: number) => formatMoney(cents, symbol), [symbol]);
}
