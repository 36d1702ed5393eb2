import { describe, expect, it } from 'vitest';
import {
  contactPrefill,
  filledFields,
  fromCustomer,
  fromSavedTraveller,
  type SavedTraveller,
  savedTravellerLabel,
  travellerFields,
} from '@/lib/travellers';
import { topupOutcome, topupReturnToken } from '@/lib/topup-result';

/** Issue 48 point 7: a saved traveller, a customer and the account fill the shared travellers fields. */
const iranian: SavedTraveller = {
  id: 'sp-1',
  first_name: 'مریم',
  last_name: 'احمدی',
  first_name_en: 'Maryam',
  last_name_en: 'Ahmadi',
  gender: 'FEMALE',
  birth_date: '1990-04-12',
  isIranian: true,
  nationality: 'IR',
  nationalNumber: '۰۰۱۲۳۴۵۶۷۹',
  doc_id: 'N',
  number: 'x12345678',
  passport_expire_date: '2030-01-01',
};
const foreigner: SavedTraveller = {
  id: 'sp-2',
  first_name: 'John',
  last_name: 'Smith',
  gender: 'MALE',
  isIranian: false,
  nationality: 'de',
  nationalNumber: '',
  doc_id: 'P',
  number: 'C01X00T47',
  passport_expire_date: '2031-05-06',
};

describe('a saved traveller as the shared fields', () => {
  it('keeps the Persian names Persian, the Latin names Latin (upper-cased), the documents as stored', () => {
    expect(fromSavedTraveller(iranian)).toEqual({
      isIranian: true,
      nationality: 'IR',
      fnameFa: 'مریم',
      lnameFa: 'احمدی',
      fnameEn: 'MARYAM',
      lnameEn: 'AHMADI',
      nationalCode: '0012345679',
      passportNumber: 'X12345678',
      passportExpiry: '2030-01-01',
      birthDate: '1990-04-12',
      gender: 'FEMALE',
    });
  });

  it('puts a foreigner’s Latin main name in the Latin fields and the passport in the passport fields', () => {
    expect(fromSavedTraveller(foreigner)).toMatchObject({
      isIranian: false,
      nationality: 'DE',
      fnameFa: '',
      lnameFa: '',
      fnameEn: 'JOHN',
      lnameEn: 'SMITH',
      nationalCode: '',
      passportNumber: 'C01X00T47',
      passportExpiry: '2031-05-06',
    });
  });

  it('fills only what the trip shows: Persian names and the code at home, Latin names and the passport abroad', () => {
    const home = filledFields(fromSavedTraveller(iranian), travellerFields(true, false));
    expect(home.map(([f]) => f)).toEqual(['isIranian', 'nationality', 'gender', 'birthDate', 'fnameFa', 'lnameFa', 'nationalCode']);
    const abroad = Object.fromEntries(filledFields(fromSavedTraveller(iranian), travellerFields(true, true, false)));
    expect(abroad).toMatchObject({ fnameEn: 'MARYAM', lnameEn: 'AHMADI', passportNumber: 'X12345678' });
    expect(abroad).not.toHaveProperty('fnameFa');
    expect(abroad).not.toHaveProperty('nationalCode');
    // A customer's gender is not known: the typed one is kept.
    expect(filledFields(fromSavedTraveller(iranian), travellerFields(true, false), true).map(([f]) => f)).not.toContain('gender');
  });

  it('labels a saved traveller by name and the last four digits of the document', () => {
    expect(savedTravellerLabel(iranian)).toBe('مریم احمدی (…5679)');
    expect(savedTravellerLabel(foreigner)).toBe('John Smith (…0T47)');
  });

  it('takes a customer as an Iranian with the national code, names in their own script', () => {
    expect(
      fromCustomer({
        customerId: 'cu-1',
        firstName: 'حسن',
        lastName: 'نوری',
        nationalCode: '0045678903',
        mobile: '09121112233',
        email: null,
      }),
    ).toMatchObject({ isIranian: true, fnameFa: 'حسن', lnameFa: 'نوری', nationalCode: '0045678903', fnameEn: '' });
  });
});

describe('the account’s contact', () => {
  it('fills an empty mobile and e-mail, never what was typed or restored', () => {
    expect(contactPrefill({ mobile: '', email: '' }, { mobile: '۰۹۱۲۰۰۰۰۰۰۴', email: 'buyer@example.com' })).toEqual({
      mobile: '09120000004',
      email: 'buyer@example.com',
    });
    expect(contactPrefill({ mobile: '09350000000', email: '' }, { mobile: '09120000004', email: null })).toEqual({});
    expect(contactPrefill({ mobile: ' ', email: 'me@x.io' }, { mobile: '09120000004', email: 'b@x.io' })).toEqual({
      mobile: '09120000004',
    });
  });
});

describe('a top-up’s return', () => {
  const paid = { kind: 'topup' as const, state: 'paid' as const, amount: 5_000_000, refund: null };
  it('says credited with the amount and the new balance only when the payment itself is paid', () => {
    expect(topupOutcome(paid, 17_500_000)).toEqual({ outcome: 'credited', amount: 5_000_000, balance: 17_500_000 });
    expect(topupOutcome({ ...paid, state: 'cancelled' }, 1)).toEqual({ outcome: 'cancelled' });
    expect(topupOutcome({ ...paid, state: 'void', expired: true }, 1)).toEqual({ outcome: 'expired' });
    expect(topupOutcome({ ...paid, state: 'refunded', refund: { amount: 5_000_000, to: 'card' } }, 1)).toEqual({
      outcome: 'refunded',
      amount: 5_000_000,
    });
    expect(topupOutcome({ ...paid, state: 'open' }, 1)).toEqual({ outcome: 'pending' });
    // An order's payment, or none of this session's: nothing is claimed.
    expect(topupOutcome({ ...paid, kind: 'order' }, 1)).toEqual({ outcome: 'unknown' });
    expect(topupOutcome(null, 1)).toEqual({ outcome: 'unknown' });
  });

  it('reads the return from kind=topup and a well-formed payment token only', () => {
    const token = 'a'.repeat(24);
    expect(topupReturnToken(new URLSearchParams({ kind: 'topup', payment: token, status: 'failed' }))).toBe(token);
    expect(topupReturnToken(new URLSearchParams({ kind: 'order', payment: token }))).toBeNull();
    expect(topupReturnToken(new URLSearchParams({ kind: 'topup', payment: '../x' }))).toBeNull();
    expect(topupReturnToken(new URLSearchParams({ add: 'true' }))).toBeNull();
  });
});
