import { proxy } from 'valtio';
import { ALERT_DURATION_MS } from '@/lib/constants';

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

const CARRY_KEY = 'sfn-alerts';

interface Carried {
  id: number;
  kind: AlertKind;
  text: string;
  until: number;
  /** When its page was left (pagehide) and how long it had left to run then: nobody saw it between the pages. */
  leftAt?: number;
  left?: number;
}

/**
 * How long a page load may take for an alert left running on the page before it to be shown after it. A phone's
 * load often takes longer than an alert's 2 s, and the alert (say «your basket is empty», raised just before the
 * site sends the traveller home) would be gone unseen; an older one (a tab restored much later) is not news.
 */
const CARRY_ACROSS_MS = 30_000;

/** Whether a carried alert still has time to run: on its page, or, once its page was left, on the next one. */
function stillRunning(c: Carried, now: number): boolean {
  if (c.leftAt !== undefined) return (c.left ?? 0) > 0 && now - c.leftAt < CARRY_ACROSS_MS;
  return c.until > now;
}

/** Alerts still running are kept in sessionStorage, so one raised just before a full page load is shown after it. */
function carry(update: (list: Carried[]) => Carried[]): void {
  if (typeof sessionStorage === 'undefined') return;
  try {
    const now = Date.now();
    const list = (JSON.parse(sessionStorage.getItem(CARRY_KEY) ?? '[]') as Carried[]).filter((c) => stillRunning(c, now));
    sessionStorage.setItem(CARRY_KEY, JSON.stringify(update(list)));
  } catch {
    /* storage unavailable: alerts simply don't survive a page load */
  }
}

/** When the page is left, each running alert's clock stops until the next page shows it (restoreCarriedAlerts). */
let stopsOnLeave = false;
function stopClocksOnLeave(): void {
  if (stopsOnLeave || typeof window.addEventListener !== 'function') return;
  stopsOnLeave = true;
  window.addEventListener('pagehide', () => {
    const now = Date.now();
    carry((list) => list.map((c) => ({ ...c, leftAt: now, left: c.until - now })));
  });
}

export function showAlert(kind: AlertKind, text: string, duration: number = ALERT_DURATION_MS): number {
  if (!text) return 0;
  const id = nextId++;
  alerts.items.push({ id, kind, text, duration });
  if (typeof window !== 'undefined') {
    timers.set(
      id,
      setTimeout(() => dismissAlert(id), duration),
    );
    carry((list) => [...list, { id, kind, text, until: Date.now() + duration }]);
    stopClocksOnLeave();
  }
  return id;
}

export function dismissAlert(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const i = alerts.items.findIndex((a) => a.id === id);
  if (i >= 0) alerts.items.splice(i, 1);
  carry((list) => list.filter((c) => c.id !== id));
}

/**
 * After a page load: shows again the alerts of the previous page that had not finished, for the time they had left
 * when that page was left (the load between is not counted), or else for their remaining time.
 */
export function restoreCarriedAlerts(): void {
  let list: Carried[] = [];
  carry((l) => {
    list = l;
    return [];
  });
  const now = Date.now();
  for (const c of list) showAlert(c.kind, c.text, Math.max(500, c.leftAt !== undefined ? (c.left ?? 0) : c.until - now));
}
