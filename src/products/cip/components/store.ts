/** The CIP results page's types over the shared results store (src/components/results/store.ts). */
import type { ResultsInit } from '@/components/results/store';
import { useResultsContext } from '@/components/results/store';
import type { ResultsShell } from '@/components/results/use-results-shell';
import type { PassengerMix } from '@/lib/passenger-mix';
import type { CipFilters, CipStats } from '../model/results-model';
import type { CipSearchInfo } from '../model/query';
import type { CipPackage } from '../server/schemas';

/** What the server hands the CIP results page. Plain data (it crosses the RSC boundary). */
export interface CipResultsInit extends ResultsInit<CipPackage, CipSearchInfo, CipStats> {
  date: string;
  passengers: PassengerMix;
}

export type CipResultsContext = ResultsShell<CipPackage, CipSearchInfo, CipFilters, CipStats, CipResultsInit>;

export function useCipResults(): CipResultsContext {
  return useResultsContext<CipResultsContext>();
}
