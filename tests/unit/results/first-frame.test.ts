/** Which class a results item has before and after its list hydrates (src/components/results/first-frame.ts). */
import { describe, expect, it } from 'vitest';
import { firstFrameClass } from '@/components/results/first-frame';
import { flightFirstFrame } from '@/products/flight/components/first-frame';
import { hotelFirstFrame, hotelOffersUntilHydrated } from '@/products/hotel/components/first-frame';

describe('firstFrameClass', () => {
  it('draws the first two items at once and keeps the rest for the frame after hydration', () => {
    for (const classes of [hotelFirstFrame, flightFirstFrame]) {
      expect(firstFrameClass(classes, 0, false, 'ordinary')).toBeUndefined();
      expect(firstFrameClass(classes, 1, false, 'ordinary')).toBeUndefined();
      expect(firstFrameClass(classes, 2, false, 'ordinary')).toContain('content-visibility_hidden');
    }
    expect(hotelOffersUntilHydrated).toContain('content-visibility_hidden');
  });

  it('draws an item on a screen tall enough to show its top, from md', () => {
    // Hotel cards one every 236 px from 365 px; flight cards one every 193 px from 363 px (at 1 280 px wide).
    expect(firstFrameClass(hotelFirstFrame, 2, false, undefined)).toMatch(/min-height:_830px\)\]:content-visibility_visible/);
    expect(firstFrameClass(hotelFirstFrame, 4, false, undefined)).toMatch(/min-height:_1300px/);
    expect(firstFrameClass(flightFirstFrame, 3, false, undefined)).toMatch(/min-height:_940px/);
  });

  it('holds the last rule for every item past the list', () => {
    const last = hotelFirstFrame[hotelFirstFrame.length - 1];
    expect(firstFrameClass(hotelFirstFrame, 40, false, 'ordinary')).toBe(last);
    expect(last).not.toMatch(/min-height/);
    expect(firstFrameClass(flightFirstFrame, 40, false, undefined)).toBe(flightFirstFrame[flightFirstFrame.length - 1]);
  });

  it('gives every item its ordinary class once hydrated', () => {
    expect(firstFrameClass(hotelFirstFrame, 0, true, undefined)).toBeUndefined();
    expect(firstFrameClass(hotelFirstFrame, 3, true, 'later')).toBe('later');
    expect(firstFrameClass(flightFirstFrame, 9, true, undefined)).toBeUndefined();
  });
});
