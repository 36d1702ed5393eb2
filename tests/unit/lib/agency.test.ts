import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { validateAgency, validateCustomer } from '@/lib/agency';
import * as messages from '@/lib/messages';
import { CreateAgentRequest, CreateCustomerRequest } from '@/server/schemas/agency';

const agency = {
  agencyName: 'آژانس مسافرتی آسمان',
  managerFirstName: 'كريم',
  managerLastName: 'نوری',
  mobile: '۰۹۱۲۳۴۵۶۷۸۹',
  phone: '۰۲۱-۸۸۷۷۶۶۵۵',
  city: 'تهران',
  address: 'تهران، خیابان ولیعصر، پلاک ۱۲',
  licenseNumber: '۱۲۳۴۵',
  nationalId: '10101234567',
  email: '',
};

describe('agency form', () => {
  it('normalises digits and letters', () => {
    const r = validateAgency(agency);
    expect(r).toEqual({
      ok: true,
      value: { ...agency, managerFirstName: 'کریم', mobile: '09123456789', phone: '02188776655', licenseNumber: '12345' },
    });
  });

  it('gives each field its Persian message, in the form order', () => {
    const r = validateAgency({
      ...agency,
      agencyName: 'آ',
      phone: '09123456789',
      address: 'کوتاه',
      licenseNumber: '12',
      nationalId: '123',
      email: 'x@',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors)).toEqual(['agencyName', 'phone', 'address', 'licenseNumber', 'nationalId', 'email']);
    expect(r.errors.phone).toBe(messages.agency.phoneInvalid);
    expect(r.errors.nationalId).toBe(messages.agency.nationalIdInvalid);
    const empty = validateAgency({});
    expect(!empty.ok && empty.errors.agencyName).toBe(messages.common.required);
  });

  it('the edge schema refuses what the form refuses', () => {
    expect(v.safeParse(CreateAgentRequest, agency).success).toBe(true);
    expect(v.safeParse(CreateAgentRequest, { ...agency, nationalId: '1' }).success).toBe(false);
  });
});

describe('customer form', () => {
  const customer = { firstName: 'رضا', lastName: 'Mohammadi', mobile: '09121112233', nationalCode: '0076543218', email: 'a@b.co' };
  it('accepts Persian or Latin names and checks the national code', () => {
    expect(validateCustomer(customer).ok).toBe(true);
    const bad = validateCustomer({ ...customer, nationalCode: '0076543219' });
    expect(!bad.ok && bad.errors.nationalCode).toBe(messages.auth.nationalCodeInvalid);
    expect(v.safeParse(CreateCustomerRequest, { ...customer, mobile: '12' }).success).toBe(false);
  });
});
