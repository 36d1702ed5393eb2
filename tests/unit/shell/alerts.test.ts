import { afterEach, describe, expect, it, vi } from 'vitest';
import { alerts, dismissAlert, restoreCarriedAlerts, showAlert } from '@/components/ui/alerts';

describe('alerts store', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    alerts.items.splice(0);
  });
  it('closes each alert by itself after 2 s', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    showAlert('success', 'الف');
    vi.advanceTimersByTime(1_000);
    showAlert('error', 'ب');
    expect(alerts.items.map((a) => a.text)).toEqual(['الف', 'ب']);
    vi.advanceTimersByTime(1_000);
    expect(alerts.items.map((a) => a.text)).toEqual(['ب']);
    vi.advanceTimersByTime(1_000);
    expect(alerts.items).toEqual([]);
  });
  it('can be closed early; empty texts show nothing', () => {
    const id = showAlert('info', 'پ');
    expect(showAlert('info', '')).toBe(0);
    dismissAlert(id);
    expect(alerts.items).toEqual([]);
  });
  // A page that raises an alert and then sends the traveller to another page (the basket emptied, sent home): a
  // phone's load can take longer than the alert's 2 s, and the alert must not be gone unseen (session 52's CI).
  it('an alert left running when its page is left is shown on the next page for the time it had left, however slow the load', () => {
    vi.useFakeTimers();
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
    });
    const onLeave: (() => void)[] = [];
    vi.stubGlobal('window', { addEventListener: (type: string, f: () => void) => type === 'pagehide' && onLeave.push(f) });
    // The page is left: its timers die with it (clearAllTimers also resets the fake clock, hence setSystemTime).
    const leave = () => {
      for (const f of onLeave) f();
      const now = Date.now();
      vi.clearAllTimers();
      vi.setSystemTime(now);
    };
    const nextPage = () => {
      alerts.items.splice(0);
      restoreCarriedAlerts();
      return alerts.items.map((a) => [a.text, a.duration]);
    };

    showAlert('info', 'سبد خرید شما خالی شد');
    vi.advanceTimersByTime(500);
    leave();
    vi.advanceTimersByTime(6_000); // the next page takes 6 s to show
    expect(nextPage()).toEqual([['سبد خرید شما خالی شد', 1_500]]);
    // Shown once: a further load does not bring it back after it ended.
    vi.advanceTimersByTime(1_500);
    expect(nextPage()).toEqual([]);

    // Without a page left (the same page reloaded by script), the clock ran on: an ended alert is not shown again.
    showAlert('info', 'الف');
    vi.advanceTimersByTime(2_500);
    expect(nextPage()).toEqual([]);

    // A page left with an alert running, and the next page only much later (a tab restored): no longer news.
    showAlert('info', 'ب');
    leave();
    vi.advanceTimersByTime(31_000);
    expect(nextPage()).toEqual([]);
  });
});
