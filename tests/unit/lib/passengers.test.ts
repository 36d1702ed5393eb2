import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { emptyGuest, validateCheckout } from '@/products/hotel/model/guests';

const guest = (patch = {}) => ({ ...emptyGuest(), firstName: 'مریم', lastName: 'احمدی', nationalCode: '0499370899', ...patch });

describe('passengers step validation', () => {
  it('accepts an Iranian’s Persian names and a foreigner’s Latin names, a valid national code, normalises digits', () => {
    const r = validateCheckout({
      rooms: [[guest(), guest({ firstName: 'John', lastName: 'Smith', isIranian: false, passportNumber: 'x1234567' })]],
      leader: 0,
      mobile: '۰۹۱۲۱۲۳۴۵۶۷',
      email: 'a@b.ir',
    });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.mobile).toBe('09121234567');
      expect(r.value.rooms[0]![1]!.passportNumber).toBe('X1234567');
    }
  });

  it.each([
    ['a bad national code checksum', { nationalCode: '0499370898' }, 'r0g0.nationalCode'],
    ['a name mixing scripts', { firstName: 'Maryamمریم' }, 'r0g0.firstName'],
    ['an empty last name', { lastName: '' }, 'r0g0.lastName'],
    ['a foreign guest without a passport', { isIranian: false, passportNumber: '' }, 'r0g0.passportNumber'],
    ['Latin letters in an Iranian guest’s (Persian) name', { firstName: 'Maryam' }, 'r0g0.firstName'],
    ['Persian letters in a foreign guest’s (Latin) name', { isIranian: false, passportNumber: 'X1234567' }, 'r0g0.firstName'],
  ])('refuses %s with a Persian message', (_n, patch, field) => {
    const r = validateCheckout({ rooms: [[guest(patch)]], leader: 0, mobile: '09121234567', email: 'a@b.ir' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[field]).toMatch(/[\u0600-\u06FF]/);
  });

  it('the same national code (or passport) for two guests is refused on the later one, client-side too', () => {
    const same = validateCheckout({
      rooms: [[guest(), guest({ firstName: 'سارا', nationalCode: '۰۴۹۹۳۷۰۸۹۹' })]],
      leader: 0,
      mobile: '09121234567',
      email: '',
    });
    expect(same).toEqual({ ok: false, errors: { 'r0g1.nationalCode': messages.travellers.nationalCodeDuplicate } });
    const foreign = (firstName: string) =>
      guest({ firstName, lastName: 'Smith', isIranian: false, nationalCode: '', passportNumber: 'X1234567' });
    const passports = validateCheckout({ rooms: [[foreign('Anna')], [foreign('Maria')]], leader: 0, mobile: '09121234567', email: '' });
    expect(passports).toEqual({ ok: false, errors: { 'r1g0.passportNumber': messages.travellers.passportNumberDuplicate } });
  });

  it('takes a guest checkout without an e-mail (optional), but checks one that is given', () => {
    const r = validateCheckout({ rooms: [[guest()]], leader: 0, mobile: '09121234567', email: '' });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.email).toBe('');
    expect(validateCheckout({ rooms: [[guest()]], leader: 0, mobile: '09121234567', email: 'a@' }).ok).toBe(false);
  });

  it('checks the contact phone (09 + 9 digits) and e-mail', () => {
    const r = validateCheckout({ rooms: [[guest()]], leader: 0, mobile: '0912123', email: 'nope' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['contact.email', 'contact.mobile']);
  });
});
