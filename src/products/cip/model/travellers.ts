/**
 * The CIP travellers step's rules (the shared name rule, src/lib/validate.ts validateAnyName, where the voucher
 * prints a name as typed): each passenger's first and last name (Persian or Latin letters, one script a field) and
 * the lead's mobile (required: the voucher's SMS) and e-mail (optional). The same rules run in the browser and on the
 * one travellers route (POST /api/checkout/cip/travellers).
 */
import { checkAnyName } from '@/lib/travellers';
import { validateEmail, validateMobile, type Validation } from '@/lib/validate';

export interface CipTravellersInput {
  passengers: { firstName: string; lastName: string }[];
  mobile: string;
  email: string;
}

export type CipTravellersChecked = { ok: true; value: CipTravellersInput } | { ok: false; errors: Record<string, string> };

/** Field paths (`p0.firstName`, `contact.mobile`) → Persian message; the clean values when every field is right. */
export function checkCipTravellers(input: CipTravellersInput): CipTravellersChecked {
  const errors: Record<string, string> = {};
  const check = (path: string, r: Validation): string => {
    if (!r.ok) errors[path] = r.message;
    return r.ok ? r.value : '';
  };
  const passengers = input.passengers.map((p, i) => ({
    firstName: check(`p${i}.firstName`, checkAnyName(p.firstName)),
    lastName: check(`p${i}.lastName`, checkAnyName(p.lastName)),
  }));
  const mobile = check('contact.mobile', validateMobile(input.mobile));
  const email = check('contact.email', validateEmail(input.email));
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { passengers, mobile, email } };
}
