'use client';
/** The client side of the flight+hotel results page: the shared results shell with the bundles' product part. */
import type { ReactNode } from 'react';
import { ResultsContext } from '@/components/results/store';
import { useResultsShell } from '@/components/results/use-results-shell';
import { flightHotelResults } from './results-product';
import type { FlightHotelResultsInit } from './store';

export function FlightHotelResults({ init, children }: { init: FlightHotelResultsInit; children: ReactNode }) {
  const shell = useResultsShell(flightHotelResults, init);
  return <ResultsContext.Provider value={shell}>{children}</ResultsContext.Provider>;
}
