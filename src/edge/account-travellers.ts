/**
 * What fills a travellers step for the one who is booking (issue 48 point 7), in one answer every travellers form asks
 * once per page (src/components/checkout/travellers/account-prefill.ts):
 *   GET /api/account/travellers → { data: null } for a guest (no 401: a guest's form simply has nothing to pick);
 *                                 { data: { mobile, email, saved, customers } } for a logged-in account:
 *                                 its own mobile and e-mail (the contact part), its saved travellers (an agent's list
 *                                 has the travellers of its orders too), and for a BUYFOROTHER account its customers
 *                                 (null for anyone else).
 * Each part is the supplier's answer through its schema; a part that fails is left empty (the form is then typed in,
 * never refused). Nothing here names a product.
 */
import type { Context, Hono } from 'hono';
import { hasRole, roleNames, ROLES } from '@/lib/roles';
import type { Customer, SavedPassengerRecord } from '@/server/schemas/agency';
import { accountApi } from '@/server/upstream/account';
import { agencyApi } from '@/server/upstream/agency';

export const ACCOUNT_TRAVELLERS_PATH = '/api/account/travellers';

export interface AccountTravellers {
  mobile: string | null;
  email: string | null;
  saved: SavedPassengerRecord[];
  customers: Customer[] | null;
}

const noStore = { 'Cache-Control': 'no-store, private' };

export async function accountTravellers(c: Context): Promise<AccountTravellers | null> {
  const session = c.get('session');
  if (!session.isLoggedIn) return null;
  const upstream = c.get('upstream');
  const roles = roleNames(session.data?.roleIds ?? []);
  const buysForOthers = hasRole(roles, ROLES.BUYFOROTHER);
  const user = accountApi(upstream)
    .user()
    .catch(() => null);
  // An agent's list is read by its agent id (GetPassengerInfos, the catalogue's «passengers data by agent»: its saved
  // travellers and those of its orders); anyone else's saved travellers by the plain call.
  const agencies = agencyApi(upstream);
  const savedList = hasRole(roles, ROLES.AGENT)
    ? user.then((u) => (u ? agencies.agentPassengers(u.userId) : agencies.passengers()))
    : agencies.passengers();
  const [me, saved, customers] = await Promise.all([
    user,
    savedList.catch(() => []),
    buysForOthers
      ? agencyApi(upstream)
          .customers()
          .catch(() => [])
      : Promise.resolve(null),
  ]);
  return { mobile: me?.mobile ?? null, email: me?.email ?? null, saved, customers };
}

export function mountAccountTravellers(app: Hono): void {
  app.get(ACCOUNT_TRAVELLERS_PATH, async (c) => c.json({ succeed: true, data: await accountTravellers(c) }, 200, noStore));
}
