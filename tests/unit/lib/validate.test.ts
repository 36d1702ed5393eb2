import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { toPersianDigits } from '@/lib/text';
import {
  isIranianMobile,
  isResetCodeComplete,
  isValidEmail,
  isValidNationalCode,
  isValidPassportNumber,
  normalizeMobile,
  registrationMobile,
  sanitizeResetCode,
  validateEmail,
  validateLeadPhone,
  validateLogin,
  validateMobile,
  validateName,
  validateNationalCode,
  validateNewPassword,
  validatePassportNumber,
} from '@/lib/validate';

describe('mobile numbers', () => {
  it.each([
    ['09121234567', '09121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['٠٩١٢١٢٣٤٥٦٧', '09121234567'],
    ['+989121234567', '09121234567'],
    ['00989121234567', '09121234567'],
    ['989121234567', '09121234567'],
    ['9121234567', '09121234567'],
    ['0912 123 4567', '09121234567'],
    ['0912-123-4567', '09121234567'],
    ['(0912) 1234567', '09121234567'],
    ['+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷', '09121234567'],
    ['02191000000', '02191000000'],
    ['abc', 'abc'],
  ])('normalizeMobile(%j) = %j', (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
  });

  it.each([
    ['09121234567', true],
    ['+989121234567', true],
    ['0912123456', false],
    ['091212345678', false],
    ['08121234567', false],
    ['02191000000', false],
  ])('isIranianMobile(%j) = %s', (input, expected) => {
    expect(isIranianMobile(input)).toBe(expected);
  });

  it.each([
    ['', messages.auth.phoneRequired],
    ['   ', messages.auth.phoneRequired],
    [null, messages.auth.phoneRequired],
    ['0912abc4567', messages.auth.digitsOnly],
    ['+44 7700 900123', messages.auth.digitsOnly],
    ['0912123456', messages.auth.mobileInvalid],
    ['08121234567', messages.auth.mobileInvalid],
  ])('validateMobile(%j) fails with %j', (input, message) => {
    expect(validateMobile(input)).toEqual({ ok: false, message });
  });

  it('validateMobile returns the normalised number', () => {
    expect(validateMobile('۰۹۱۲ ۱۲۳ ۴۵۶۷')).toEqual({ ok: true, value: '09121234567' });
  });

  it.each([
    ['', { ok: false, message: 'این فیلد الزامی است.' }],
    ['0912', { ok: false, message: messages.lead.invalidMobile }],
    ['09121234567', { ok: true, value: '09121234567' }],
    ['۰۹۳۵۱۲۳۴۵۶۷', { ok: true, value: '09351234567' }],
    ['19121234567', { ok: false, message: messages.lead.invalidMobile }],
  ])('validateLeadPhone(%j)', (input, expected) => {
    expect(validateLeadPhone(input)).toEqual(expected);
  });

  it('accepts every 09 + 9 digits in any digit script (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{9}$/), fc.boolean(), (rest, persian) => {
        const mobile = `09${rest}`;
        const input = persian ? toPersianDigits(mobile) : mobile;
        expect(validateMobile(input)).toEqual({ ok: true, value: mobile });
        expect(validateLeadPhone(input)).toEqual({ ok: true, value: mobile });
      }),
    );
  });
});

describe('auth dialog routing to registration', () => {
  it.each([
    ['09121234567', '09121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['02191000000', '02191000000'],
    ['9121234567', '09121234567'],
    ['912123456', null],
    ['user@example.com', null],
    ['19121234567', null],
  ])('%j → %j', (input, expected) => {
    expect(registrationMobile(input)).toBe(expected);
  });
});

describe('national code', () => {
  it.each(['0013542419', '0499370899', '1234567891', '0000000019', '5678123459', '1111111121', '2718281820', '3141592659', '۰۰۱۳۵۴۲۴۱۹'])(
    '%s is valid',
    (code) => {
      expect(isValidNationalCode(code)).toBe(true);
    },
  );

  it.each(['0013542418', '1234567890', '0000000000', '1111111111', '5555555555', '123456789', '12345678901', 'abcdefghij', ''])(
    '%j is invalid',
    (code) => {
      expect(isValidNationalCode(code)).toBe(false);
    },
  );

  it('exactly one check digit is valid for each body (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{9}$/), (body) => {
        fc.pre(!/^(\d)\1{8}$/.test(body));
        const valid = Array.from({ length: 10 }, (_, d) => `${body}${d}`).filter(isValidNationalCode);
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('validateNationalCode gives messages', () => {
    expect(validateNationalCode('')).toEqual({ ok: false, message: messages.common.required });
    expect(validateNationalCode('1234567890')).toEqual({ ok: false, message: messages.auth.nationalCodeInvalid });
    expect(validateNationalCode('۰۰۱۳۵۴۲۴۱۹')).toEqual({ ok: true, value: '0013542419' });
  });
});

describe('passport, names and e-mail', () => {
  it.each([
    ['K12345678', true],
    ['k12345678', true],
    ['AB123456', true],
    ['12345', false],
    ['K1234567890', false],
    ['K1234-5678', false],
  ])('isValidPassportNumber(%j) = %s', (value, expected) => {
    expect(isValidPassportNumber(value)).toBe(expected);
  });

  it('validatePassportNumber upper-cases', () => {
    expect(validatePassportNumber(' k12345678 ')).toEqual({ ok: true, value: 'K12345678' });
    expect(validatePassportNumber('x')).toEqual({ ok: false, message: messages.auth.passportInvalid });
  });

  it.each([
    ['علی', 'fa', { ok: true, value: 'علی' }],
    ['علي  رضايي', 'fa', { ok: true, value: 'علی رضایی' }],
    ['مهدی\u200cپور', 'fa', { ok: true, value: 'مهدی\u200cپور' }],
    ['Ali', 'fa', { ok: false, message: messages.auth.nameInvalidPersian }],
    ['علی2', 'fa', { ok: false, message: messages.auth.nameInvalidPersian }],
    ["O'Brien-Smith", 'en', { ok: true, value: "O'Brien-Smith" }],
    ['Ali  Rezaei', 'en', { ok: true, value: 'Ali Rezaei' }],
    ['علی', 'en', { ok: false, message: messages.auth.nameInvalidLatin }],
    ['', 'en', { ok: false, message: messages.common.required }],
  ] as const)('validateName(%j, %s)', (input, script, expected) => {
    expect(validateName(input, script)).toEqual(expected);
  });

  it.each([
    ['a@b.co', true],
    ['first.last+tag@mail.example.ir', true],
    ['a@b', false],
    ['a b@c.com', false],
    ['@c.com', false],
    ['a@.com', false],
  ])('isValidEmail(%j) = %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });

  it('treats e-mail as optional unless required', () => {
    expect(validateEmail('')).toEqual({ ok: true, value: '' });
    expect(validateEmail('', { required: true })).toEqual({ ok: false, message: messages.common.required });
    expect(validateEmail('x@')).toEqual({ ok: false, message: messages.auth.emailInvalid });
  });
});

describe('auth forms', () => {
  it.each([
    ['12345', '12345'],
    ['۱۲۳۴۵', '12345'],
    ['١٢٣', '123'],
    ['1a2b3', '123'],
    ['1234567', '12345'],
    ['', ''],
  ])('sanitizeResetCode(%j) = %j', (input, expected) => {
    expect(sanitizeResetCode(input)).toBe(expected);
  });

  it('completes the reset code at 5 digits', () => {
    expect(isResetCodeComplete('12345')).toBe(true);
    expect(isResetCodeComplete('1234')).toBe(false);
    expect(isResetCodeComplete('123456')).toBe(false);
  });

  it('requires username and password', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: 'نام کاربری الزامی است',
      password: 'رمز عبور وارد نشده است',
    });
    expect(validateLogin({ username: ' ', password: 'x' })).toEqual({ username: messages.auth.usernameRequired });
    expect(validateLogin({ username: '09121234567', password: 'secret' })).toEqual({});
    expect(validateNewPassword('')).toEqual({ ok: false, message: messages.auth.passwordRequired });
    expect(validateNewPassword('n3w')).toEqual({ ok: true, value: 'n3w' });
  });
});
