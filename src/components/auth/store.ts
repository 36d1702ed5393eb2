import { proxy } from 'valtio';

/**
 * The auth dialog's state, shared by every client component that needs a login (choosing a hotel, reserving,
 * the header). The dialog itself (src/components/auth/AuthDialog.tsx) renders from this store.
 * Steps follow spec 001 §2/§4: start → login | forgot → change; back returns to start.
 */
/** `verify`: the edge answered `verification_required` (too many failed passwords from this device): an SMS code instead. */
export type AuthStep = 'start' | 'login' | 'verify' | 'forgot' | 'change';

export interface LoggedInSession {
  isLogin: boolean;
  name: string;
  currency: string;
  roleIds: number[];
  /** A counter or agent (prices differ for them; always true outside production), as the edge decided. */
  isCounterOrAgent: boolean;
}

interface AuthDialogState {
  open: boolean;
  step: AuthStep;
  /** Why it opened (shown as a hint), e.g. "to reserve this room, log in". */
  reason: string | null;
  /** Called once after a successful login (with the new session), then cleared. */
  onSuccess: ((session: LoggedInSession) => void) | null;
}

export const authDialog = proxy<AuthDialogState>({ open: false, step: 'start', reason: null, onSuccess: null });

export function openAuthDialog(opts: { reason?: string; onSuccess?: (session: LoggedInSession) => void } = {}): void {
  authDialog.open = true;
  authDialog.step = 'start';
  authDialog.reason = opts.reason ?? null;
  authDialog.onSuccess = opts.onSuccess ?? null;
}

export function closeAuthDialog(): void {
  authDialog.open = false;
  authDialog.onSuccess = null;
  authDialog.reason = null;
}

/** The dialog calls this after the edge answered a login with a new session. */
export function completeLogin(session: LoggedInSession): void {
  const cb = authDialog.onSuccess;
  closeAuthDialog();
  cb?.(session);
}
