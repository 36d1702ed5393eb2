/**
 * The attraction travellers step: only the lead traveller (the voucher is issued in their name and the venue asks
 * for their ID at the gate): first and last name (Persian or Latin letters, the shared rule of src/lib/travellers.ts),
 * the mobile the voucher goes to, and an optional e-mail. The same rules run in the form and on the edge.
 */
import { checkAnyName } from '@/lib/travellers';
import { type FieldErrors, validateEmail, validateMobile } from '@/lib/validate';

export interface AttractionLeadInput {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
}

export type LeadChecked = { ok: true; value: AttractionLeadInput } | { ok: false; errors: FieldErrors };

export function validateAttractionLead(input: AttractionLeadInput): LeadChecked {
  const errors: FieldErrors = {};
  const value: AttractionLeadInput = { firstName: '', lastName: '', mobile: '', email: '' };
  for (const [field, check] of [
    ['firstName', checkAnyName(input.firstName ?? '')],
    ['lastName', checkAnyName(input.lastName ?? '')],
    ['mobile', validateMobile(input.mobile)],
    ['email', validateEmail(input.email)],
  ] as const) {
    if (check.ok) value[field] = check.value;
    else errors[`lead.${field}`] = check.message;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
