'use client';
/**
 * Mounted on the result page of a paid order: removes the flight passengers form's drafts from sessionStorage (the
 * basket they were typed for is spent), so a later booking in the same tab starts from an empty form.
 */
import { useEffect } from 'react';
import { FLIGHT_PASSENGERS_DRAFT_PREFIX } from '@/lib/constants';

export function ClearPassengerDraft() {
  useEffect(() => {
    try {
      for (const key of Object.keys(sessionStorage)) if (key.startsWith(FLIGHT_PASSENGERS_DRAFT_PREFIX)) sessionStorage.removeItem(key);
    } catch {
      // Storage blocked (private mode, policy): there is no draft to remove.
    }
  }, []);
  return null;
}
