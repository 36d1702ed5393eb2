import { proxy } from 'valtio';
import { ALERT_DURATION_MS } from '../../lib/constants';

/** Site-wide alerts (spec 001 §4): success, warning, error, info; each closes itself after 2 s. */
export type AlertKind = 'success' | 'warning' | 'error' | 'info';

export interface AlertItem {
  id: number;
  kind: AlertKind;
  text: string;
  /** ms; the progress ring runs for this long. */
  duration: number;
}

export const alerts = proxy<{ items: AlertItem[] }>({ items: [] });
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function showAlert(kind: AlertKind, text: string, duration: number = ALERT_DURATION_MS): number {
  if (!text) return 0;
  const id = nextId++;
  alerts.items.push({ id, kind, text, duration });
  if (typeof window !== 'undefined') timers.set(id, setTimeout(() => dismissAlert(id), duration));
  return id;
}

export function dismissAlert(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const i = alerts.items.findIndex((a) => a.id === id);
  if (i >= 0) alerts.items.splice(i, 1);
}
