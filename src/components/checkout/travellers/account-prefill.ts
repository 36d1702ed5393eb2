'use client';
/**
 * The account behind a travellers step (issue 48 point 7): its mobile and e-mail for the contact part, its saved
 * travellers for the picker, a BUYFOROTHER account's customers. Asked once per page (`GET /api/account/travellers`,
 * src/edge/account-travellers.ts) however many forms and fieldsets read it; a guest's answer is null, and so is an
 * outage's (the form is then simply typed in).
 */
import { useEffect, useState } from 'react';
import { proxy } from 'valtio';
import type { SavedTraveller, TravellerCustomer } from '@/lib/travellers';
import { edgeJson } from '../../edge-client';

export interface AccountPrefill {
  mobile: string | null;
  email: string | null;
  saved: (SavedTraveller & { id: string })[];
  /** Null unless the account buys for others. */
  customers: TravellerCustomer[] | null;
}

let pending: Promise<AccountPrefill | null> | null = null;

/** The one request of the page (its answer shared by every caller). */
export function loadAccountPrefill(): Promise<AccountPrefill | null> {
  pending ??= edgeJson<{ data: AccountPrefill | null }>('/api/account/travellers').then((res) => (res.ok ? res.data.data : null));
  return pending;
}

/** The account's prefill once it is known (undefined while asking, null for a guest or an outage). */
export function useAccountPrefill(): AccountPrefill | null | undefined {
  const [prefill, setPrefill] = useState<AccountPrefill | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadAccountPrefill().then((p) => {
      if (live) setPrefill(p);
    });
    return () => {
      live = false;
    };
  }, []);
  return prefill;
}

/**
 * The customer the buyer chose (travellers step or review), kept in the basket on the server
 * (`POST /api/basket/customer`, server/basket/customer.ts): the review and the payment read it from there, in any tab.
 */
export function rememberCustomer(customerId: string | null): Promise<boolean> {
  return edgeJson('/api/basket/customer', { body: { customerId } }).then((r) => r.ok);
}

/** The customer the session's basket is bought for, or null. */
export async function rememberedCustomer(): Promise<string | null> {
  const r = await edgeJson<{ basket: { customerId?: string | null } | null }>('/api/basket/current');
  return r.ok ? (r.data.basket?.customerId ?? null) : null;
}

/** The customer chosen in a traveller's picker (BUYFOROTHER): the contact part follows it, the review books for it. */
export const buyingFor = proxy<{ customer: TravellerCustomer | null }>({ customer: null });

export function chooseCustomer(customer: TravellerCustomer | null): void {
  buyingFor.customer = customer;
  void rememberCustomer(customer?.customerId ?? null);
}
