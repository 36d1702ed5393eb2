/**
 * What a traveller types into a passengers form is a draft kept in this tab's sessionStorage (spec 001 §3: the
 * store keeps the passengers while booking; nothing typed may be lost on a reload, a back/forward visit, an error or
 * a refused submit). One mechanism for every product's passengers form: restore once per key after hydration (the
 * server render cannot read storage), then save every change. The drafts are removed once the order is paid
 * (ClearPassengerDraft) and at logout (the logout clear list, auth/flow.ts).
 */
import { useEffect, useState } from 'react';
import { TRAVELLERS_DRAFT_KEY } from '@/lib/constants';

/** Every passengers form's draft prefix: what a paid order clears. */

export function readDraft(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    /* storage full or disabled: the form still works, it just cannot survive a reload */
  }
}

/** Removes every draft `isDraft` accepts (default: every product's travellers draft). Never throws. */
export function clearDrafts(isDraft: (key: string) => boolean = (key) => TRAVELLERS_DRAFT_KEY.test(key)): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (isDraft(key)) sessionStorage.removeItem(key);
  } catch {
    // Storage blocked (private mode, policy): there is no draft to remove.
  }
}

/**
 * Keeps `state` as the draft under `key`: after hydration the stored draft (if `restore` accepts it: null for a
 * missing, foreign or stale one) is handed to `onRestore`, and from then on every change of `state` is saved.
 * Returns whether the restore has run (before that nothing is saved, so the empty first render never overwrites it).
 */
export function useSessionDraft<T>(
  key: string,
  state: T,
  draft: { serialize(state: T): string; restore(raw: string | null): T | null; onRestore(state: T): void },
): boolean {
  const [restored, setRestored] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restore once per key, not when the callbacks' identity changes
  useEffect(() => {
    const stored = draft.restore(readDraft(key));
    if (stored !== null) draft.onRestore(stored);
    setRestored(true);
  }, [key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: saves when the state changes; serialize is a pure function of it
  useEffect(() => {
    if (restored) writeDraft(key, draft.serialize(state));
  }, [restored, key, state]);
  return restored;
}
