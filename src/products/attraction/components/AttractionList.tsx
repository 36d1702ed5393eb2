'use client';
/**
 * The attraction results column: the shared list frame (components/results/ResultsListFrame: counter, sort, cards,
 * «more», outage, nothing found, filters hiding everything) with the attraction's words, sorts and card. A city the
 * supplier does not know reads as such, not as a city without attractions.
 */
import { ResultsListFrame } from '@/components/results/ResultsListFrame';
import { attractionResults as m, attractionTexts } from '../messages';
import { ATTRACTION_SORTS } from '../model/filters';
import type { AttractionItem } from '../server/schemas';
import { AttractionCard } from './AttractionCard';
import { useAttractionResults } from './store';

export function AttractionList() {
  const { init } = useAttractionResults();
  return (
    <ResultsListFrame
      testId="attraction"
      words={{ ...m, none: init.unknownCity ? m.unknownCity : m.noneInCity, noneHref: '/attraction', noneLink: m.otherCity }}
      sorts={ATTRACTION_SORTS}
      sortLabel={(s) => attractionTexts.sorts[s]}
      item={(item: AttractionItem) => <AttractionCard item={item} date={init.date} counts={init.counts} />}
    />
  );
}
