'use client';
/**
 * The flight form's date picker marks: day prices from the Cheapest call (one call per month as it scrolls into view,
 * 1 s later; a failed month shows no price) and the route's non-stop weekdays.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { edgeJson } from '@/components/edge-client';
import type { DayPrice, DayPrices } from '@/components/search/date-picker/day-info';
import type { IsoDate } from '@/lib/dates';
import { type NonStopRouteLike, nonStopWeekdays } from '@/lib/day-marks';
import { DAY_PRICE_DELAY_MS, dayPricesWanted } from '@/products/flight/model/query';

interface CheapestItem {
  date?: unknown;
  price?: unknown;
  isCheapest?: unknown;
}

/**
 * Day prices of a route for the date picker. `onMonthVisible` schedules the month's Cheapest call 1 s later; a
 * changed route drops the prices and the pending calls. Not asked for routes with an excluded airport.
 */
export function useDayPrices(source: string | null, destination: string | null) {
  const [prices, setPrices] = useState<Record<IsoDate, DayPrice>>({});
  const generation = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const wanted = dayPricesWanted(source, destination);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed route is the trigger: its prices and pending months are dropped
  useEffect(() => {
    generation.current++;
    setPrices({});
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, [source, destination]);

  const onMonthVisible = useCallback(
    (from: IsoDate, to: IsoDate) => {
      if (!wanted || !source || !destination) return;
      const gen = generation.current;
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        void edgeJson<{ data?: CheapestItem[] }>('/api/flights/cheapest', {
          body: { fromDate: from, toDate: to, source, destination },
        }).then((res) => {
          // A failed month shows no price.
          if (!res.ok || gen !== generation.current) return;
          const month: Record<IsoDate, DayPrice> = {};
          for (const item of res.data.data ?? []) {
            if (typeof item.date !== 'string') continue;
            month[item.date.slice(0, 10)] = {
              price: typeof item.price === 'number' ? item.price : null,
              isCheapest: item.isCheapest === true,
            };
          }
          setPrices((p) => ({ ...p, ...month }));
        });
      }, DAY_PRICE_DELAY_MS);
      timers.current.add(timer);
    },
    [wanted, source, destination],
  );

  return { dayPrices: wanted ? (prices as DayPrices) : undefined, onMonthVisible: wanted ? onMonthVisible : undefined };
}

/** The supplier's non-stop routes, asked for once per page; a failure marks no day (and is asked again next time). */
let nonStopRoutes: Promise<readonly NonStopRouteLike[]> | null = null;
function loadNonStopRoutes(): Promise<readonly NonStopRouteLike[]> {
  nonStopRoutes ??= edgeJson<{ data?: NonStopRouteLike[] }>('/api/flights/non-stop-routes').then((res) => {
    if (res.ok && Array.isArray(res.data.data)) return res.data.data;
    nonStopRoutes = null;
    return [];
  });
  return nonStopRoutes;
}

/** The weekdays with a non-stop flight on the route (0 Sunday … 6 Saturday): the picker shows those days in orange. */
export function useNonStopWeekdays(source: string | null, destination: string | null): readonly number[] {
  const [days, setDays] = useState<readonly number[]>([]);
  useEffect(() => {
    setDays([]);
    if (!source || !destination) return;
    let live = true;
    void loadNonStopRoutes().then((routes) => {
      if (live) setDays(nonStopWeekdays(routes, source, destination));
    });
    return () => {
      live = false;
    };
  }, [source, destination]);
  return days;
}
