'use client';
/**
 * Mounted on the result page of a paid order: removes the passengers forms' drafts (flight passengers, hotel guests)
 * from sessionStorage (the basket they were typed for is spent), so a later booking in the same tab starts from an
 * empty form.
 */
import { useEffect } from 'react';
import { clearDrafts } from './session-draft';

export function ClearPassengerDraft() {
  useEffect(() => clearDrafts(), []);
  return null;
}
