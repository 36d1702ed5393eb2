'use client';
/** The client side of the attraction results page: the shared results shell with the attractions' product part. */
import type { ReactNode } from 'react';
import { ResultsContext } from '@/components/results/store';
import { useResultsShell } from '@/components/results/use-results-shell';
import { attractionResults } from './results-product';
import type { AttractionResultsInit } from './store';

export function AttractionResults({ init, children }: { init: AttractionResultsInit; children: ReactNode }) {
  const shell = useResultsShell(attractionResults, init);
  return <ResultsContext.Provider value={shell}>{children}</ResultsContext.Provider>;
}
