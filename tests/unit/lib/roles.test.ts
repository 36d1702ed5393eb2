import { describe, expect, it } from 'vitest';
import { ROLES, hasRole, isCounter, isCounterOrAgent, isGuestUser, isLoggedIn, seesProviderName } from '@/lib/roles';

describe('roles', () => {
  it('names the roles', () => {
    expect(ROLES).toEqual({
      CREDIT_COUNTER: 'CREDIT_COUNTER',
      BUYFOROTHER: 'BUYFOROTHER',
      AGENT: 'AGENT',
      GUEST: 'GUEST',
    });
  });

  it('checks role lists', () => {
    expect(hasRole(['AGENT'], 'AGENT')).toBe(true);
    expect(hasRole(['BUYFOROTHER'], 'AGENT')).toBe(false);
    expect(hasRole(undefined, 'AGENT')).toBe(false);
    expect(isCounter(['CREDIT_COUNTER'])).toBe(true);
    expect(isCounter(['AGENT'])).toBe(false);
  });

  it.each([
    [['CREDIT_COUNTER'], true],
    [['AGENT'], true],
    [['USER', 'AGENT'], true],
    [['BUYFOROTHER'], false],
    [['USER'], false],
    [[], false],
    [null, false],
  ])('isCounterOrAgent(%j) = %s in every environment (issue 49: a traveller is never a counter)', (roles, expected) => {
    expect(isCounterOrAgent(roles)).toBe(expected);
  });

  it('detects the guest account by its username', () => {
    expect(isGuestUser('guest@site', 'guest@site')).toBe(true);
    expect(isGuestUser('09121234567', 'guest@site')).toBe(false);
    expect(isGuestUser('', '')).toBe(false);
    expect(isGuestUser(undefined, 'guest@site')).toBe(false);
  });

  it.each([
    [{ isAuthenticated: true }, true],
    [{ isAuthenticated: false }, false],
    [{ isAuthenticated: true, isGuestReserve: true }, false],
    [{ isAuthenticated: true, isGuest: true }, false],
    [{ isAuthenticated: false, isGuestReserve: false }, false],
  ])('isLoggedIn(%j) = %s', (input, expected) => {
    expect(isLoggedIn(input)).toBe(expected);
  });
});

describe('seesProviderName', () => {
  it('counter and agent users see the provider; travellers, buyers for others and guests do not (in any environment)', () => {
    expect(seesProviderName(['CREDIT_COUNTER'])).toBe(true);
    expect(seesProviderName(['USER', 'AGENT'])).toBe(true);
    expect(seesProviderName(['USER'])).toBe(false);
    expect(seesProviderName(['BUYFOROTHER'])).toBe(false);
    expect(seesProviderName(['GUEST'])).toBe(false);
    expect(seesProviderName(null)).toBe(false);
  });
});
