import { PRIMARY_CURRENCIES } from '@/lib/constants';
import { CURRENCIES } from '@/lib/lookups/currencies';
import * as messages from '@/lib/messages';
import { showAlert } from '../ui/alerts';
import { edgeJson } from '../edge-client';

/** Currencies the supplier accepts; the primary four first (spec 001 §9), the rest under "show all currencies". */
export const PRIMARY = CURRENCIES.filter((c) => (PRIMARY_CURRENCIES as readonly string[]).includes(c.code)).sort(
  (a, b) => PRIMARY_CURRENCIES.indexOf(a.code as never) - PRIMARY_CURRENCIES.indexOf(b.code as never),
);
export const OTHERS = CURRENCIES.filter((c) => !(PRIMARY_CURRENCIES as readonly string[]).includes(c.code) && c.code !== 'TOMAN');

/**
 * Currency change (spec 001 §4): call change, then refresh the user and the balance. Failures are logged only and
 * answer false (spec 001 §8).
 */
export async function changeCurrency(code: string): Promise<boolean> {
  const res = await edgeJson('/api/account/currency', { body: { currency: code } });
  if (!res.ok) {
    console.warn('currency change failed', res.status);
    return false;
  }
  // Refresh the user (the edge copies name and currency into the session) and the balance.
  await Promise.all([edgeJson('/api/session/refresh', { body: {} }), edgeJson('/api/account/balance')]);
  showAlert('success', messages.shell.currencyChanged);
  return true;
}
