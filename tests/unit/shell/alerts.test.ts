import { afterEach, describe, expect, it, vi } from 'vitest';
import { alerts, dismissAlert, showAlert } from '@/components/ui/alerts';

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
});
