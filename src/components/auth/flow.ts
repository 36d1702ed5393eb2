import { proxy } from 'valtio';
import { authApi } from './api';
import { STORAGE_PREFIX } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { showAlert } from '../ui/alerts';

/**
 * Pending registration and password-reset state (spec 001 §4/§5): the register token from the mobile check and the
 * forgot token from the SMS request. Kept in sessionStorage too, so /auth/forgot → /auth/forgot/verify survives the
 * page change.
 */
export interface AuthFlowState {
  mobile: string;
  registerToken: string | null;
  forgotToken: string | null;
}

const KEY = 'sfn-auth-flow';

export const authFlow = proxy<AuthFlowState>({ mobile: '', registerToken: null, forgotToken: null });

export function loadAuthFlow(): void {
  if (typeof sessionStorage === 'undefined') return;
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as AuthFlowState | null;
    if (saved) Object.assign(authFlow, saved);
  } catch {
    /* a broken entry is ignored */
  }
}

function persist(): void {
  if (typeof sessionStorage === 'undefined') return;
  sessionStorage.setItem(
    KEY,
    JSON.stringify({ mobile: authFlow.mobile, registerToken: authFlow.registerToken, forgotToken: authFlow.forgotToken }),
  );
}

export function setRegisterToken(mobile: string, token: string | null): void {
  authFlow.mobile = mobile;
  authFlow.registerToken = token;
  persist();
}

export function setForgotToken(mobile: string, token: string | null): void {
  authFlow.mobile = mobile;
  authFlow.forgotToken = token;
  persist();
}

export function clearAuthFlow(): void {
  authFlow.registerToken = null;
  authFlow.forgotToken = null;
  persist();
}

/**
 * The mobile check: a 406 answer means already registered (true); a token means not registered (the token is kept
 * as the register token). Anything else: null (the server's message is shown).
 */
export async function checkMobile(mobile: string): Promise<boolean | null> {
  const res = await authApi.mobileCheck(mobile);
  if (res.ok) {
    setRegisterToken(mobile, res.data.token);
    return false;
  }
  if (res.status === 406) {
    setRegisterToken(mobile, null);
    return true;
  }
  if (res.message) showAlert('error', res.message);
  return null;
}

/** Browser storage the product keeps per visitor; logout wipes it (spec 001 §4 "Logout"). */
const USER_STORAGE_KEYS = ['user', 'hotelToken', 'hotelInfo', 'campaign', 'campaign-winner', 'Hls', 'basket'];
const USER_STORAGE_PREFIXES = [
  // The keys as they are written: the chosen hotel, its token and the lead (`safarnameh-…`, products/hotel/components/storage)
  // and the recent searches (`safarnameh:hotel:recent-searches`, products/hotel/components/search/form-logic).
  `${STORAGE_PREFIX}-`,
  `${STORAGE_PREFIX}:`,
  'sfn-',
  'hotel',
  'flight',
  'tour',
  'flight-hotel',
  'flightHotel',
  'basket',
  'passenger',
  'recent',
  'lead',
  'contacts',
];

export function clearUserStorage(): void {
  for (const store of [localStorage, sessionStorage]) {
    for (const key of Object.keys(store)) {
      if (key === 'version' || key.startsWith('sfn-cashback') || key.startsWith('sfn-chunk')) continue;
      if (USER_STORAGE_KEYS.includes(key) || USER_STORAGE_PREFIXES.some((p) => key.startsWith(p))) store.removeItem(key);
    }
  }
}

/**
 * Logout (spec 001 §4): the edge clears the cookie, calls logout and logs in as guest; here the stored user and
 * search data are cleared, a success alert shows, and the browser goes home.
 */
export async function logout(goHome: () => void): Promise<void> {
  const res = await authApi.logout();
  if (!res.ok) {
    if (res.message) showAlert('error', res.message);
    return;
  }
  clearUserStorage();
  clearAuthFlow();
  // Other stores (basket, filters, flight+hotel) reset themselves on this event.
  window.dispatchEvent(new Event('sfn:logout'));
  showAlert('success', messages.auth.loggedOut);
  goHome();
}
