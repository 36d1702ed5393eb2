/**
 * Issue 43 case 8: after repeated failed passwords from a new device the edge answers `verification_required`; the
 * login dialog shows a screen of its own for it (why, and the way in by an SMS code), not the generic alert.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loginRefusal, VerificationRequired } from '@/components/auth/forms';
import * as messages from '@/lib/messages';

describe('the login’s verification_required answer', () => {
  it('goes to the dialog’s own step; other refusals (and forms without the step) stay alerts', () => {
    const verify = { code: 'verification_required', message: messages.rateLimit.verificationRequired };
    expect(loginRefusal(verify, true)).toBe('verify');
    expect(loginRefusal(verify, false)).toBe('alert');
    expect(loginRefusal({ code: 'too_many_attempts', message: 'x' }, true)).toBe('alert');
    expect(loginRefusal({ code: 'invalid_credentials', message: 'x' }, true)).toBe('alert');
    expect(loginRefusal({ code: 'network', message: '' }, true)).toBe('none');
  });

  it('the screen says why in Persian and offers the SMS code as a button', () => {
    const html = renderToString(createElement(VerificationRequired, { onSms: () => {} }));
    expect(html).toContain('data-testid="login-verification-required"');
    expect(html).toContain('role="alert"');
    expect(html).toContain(messages.authFlow.deviceVerifyText);
    expect(html).toMatch(new RegExp(`<button[^>]*type="button"[^>]*>[^<]*${messages.authFlow.deviceVerifySms}`));
    expect(messages.authFlow.deviceVerifyTitle).toMatch(/[\u0600-\u06FF]/);
  });
});
