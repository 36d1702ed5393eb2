import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TripSummary } from '@/components/checkout/TripSummary';

/** Issue 48 point 4a: the review's flight line keeps codes Latin and reads the route right to left. */
describe('review facts', () => {
  it('a code keeps Latin digits in an isolated LTR run; a route isolates each end so its arrow points at the destination', () => {
    const html = renderToString(
      createElement(TripSummary, {
        title: 'سبد',
        lines: [
          {
            key: 'k',
            product: 'flight',
            title: 'تهران به مشهد',
            facts: [{ label: 'قشم ایر', code: 'B9 1161' }, { route: ['THR', 'MHD'] }, '2030-01-02T04:55', 'رفت'],
            travellers: [],
            price: 0,
            expireAt: null,
          },
        ],
      }),
    );
    expect(html).toContain('قشم ایر <bdi dir="ltr" data-testid="review-code">B9 1161</bdi>');
    expect(html).not.toMatch(/B۹|۱۱۶۱/);
    expect(html).toContain('<span data-testid="review-route"><bdi dir="ltr">THR</bdi> ← <bdi dir="ltr">MHD</bdi></span>');
    // Plain text facts still get Persian digits (the time).
    expect(html).toContain('ساعت ۰۴:۵۵');
  });
});
