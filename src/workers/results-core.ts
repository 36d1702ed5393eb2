/**
 * What the two results workers keep and compute, as plain classes so unit tests and the server render use the same
 * code as the workers (src/workers/*.worker.ts only expose these through comlink).
 *
 *   filter worker: keeps every hotel with its normalised name; a filter change → the ids that pass, plus the stats
 *                  the controls need (price bounds, whether guaranteed hotels exist).
 *   sort worker:   keeps the sortable fields; a sort change (or a new filtered id list) → the ids in order.
 */
import { filterHotels, hotelSearchKey, priceBounds, type HotelFilter, type PriceRange } from '../lib/filters';
import type { HotelResultLike } from '../lib/hotel-result';
import { compareHotels, type HotelSort } from '../lib/sort';

/** The fields the workers need, and nothing else (cards stay on the main thread). */
export interface HotelFacts {
  hotelId: number;
  name: string;
  englishName: string;
  star: number;
  rate: number;
  isGuaranty: boolean;
  minimumPackagePrice: number;
}

export function toFacts(h: HotelFacts): HotelFacts {
  return {
    hotelId: h.hotelId,
    name: h.name,
    englishName: h.englishName,
    star: h.star,
    rate: h.rate,
    isGuaranty: h.isGuaranty,
    minimumPackagePrice: h.minimumPackagePrice,
  };
}

export interface ResultStats {
  /** Hotels kept. */
  total: number;
  /** Toman, over every hotel (the slider's range does not shrink with the filter). */
  bounds: PriceRange | null;
  hasGuaranty: boolean;
}

export interface FilterAnswer {
  ids: number[];
  stats: ResultStats;
}

export class FilterCore {
  private readonly items: HotelFacts[] = [];
  private readonly keys: string[] = [];
  private readonly at = new Map<number, number>();

  /** Adds hotels; a known id is replaced (the stream re-sends a hotel when its price drops). */
  add(hotels: readonly HotelFacts[]): ResultStats {
    for (const h of hotels) {
      const facts = toFacts(h);
      const i = this.at.get(h.hotelId);
      if (i === undefined) {
        this.at.set(h.hotelId, this.items.length);
        this.items.push(facts);
        this.keys.push(hotelSearchKey(facts));
      } else {
        this.items[i] = facts;
        this.keys[i] = hotelSearchKey(facts);
      }
    }
    return this.stats();
  }

  stats(): ResultStats {
    return { total: this.items.length, bounds: priceBounds(this.items), hasGuaranty: this.items.some((h) => h.isGuaranty) };
  }

  filter(filter: HotelFilter): FilterAnswer {
    const ids = filterHotels({ items: this.items, keys: this.keys }, filter).map((h) => h.hotelId);
    return { ids, stats: this.stats() };
  }
}

type Sortable = Pick<HotelResultLike, 'isGuaranty' | 'minimumPackagePrice' | 'rate'>;

export class SortCore {
  private readonly byId = new Map<number, Sortable & { seq: number }>();
  private seq = 0;

  add(hotels: readonly HotelFacts[]): void {
    for (const h of hotels) {
      const before = this.byId.get(h.hotelId);
      this.byId.set(h.hotelId, {
        isGuaranty: h.isGuaranty,
        minimumPackagePrice: h.minimumPackagePrice,
        rate: h.rate,
        seq: before?.seq ?? this.seq++,
      });
    }
  }

  /** The ids in the order of `sort`; ties keep their arrival order; unknown ids are dropped. */
  sort(ids: readonly number[], sort: HotelSort): number[] {
    const compare = compareHotels(sort);
    const rows = [];
    for (const id of ids) {
      const row = this.byId.get(id);
      if (row) rows.push({ id, row });
    }
    rows.sort((a, b) => compare(a.row, b.row) || a.row.seq - b.row.seq);
    return rows.map((r) => r.id);
  }
}
