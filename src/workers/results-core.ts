/**
 * What the two results workers keep and compute, as plain classes so unit tests and the main thread's fallback use the
 * same code as the workers (src/workers/*.worker.ts only expose these through comlink). A product's model
 * (src/lib/results-model.ts) says which fields are kept and how they are filtered, sorted and summed up.
 *
 *   filter worker: keeps every result with its normalised search key; a filter change → the ids that pass, plus the
 *                  stats the controls need (e.g. price bounds).
 *   sort worker:   keeps the sortable facts; a sort change (or a new filtered id list) → the ids in order.
 */
import type { FilterModel, SortModel } from '@/lib/results-model';

export type ResultStats<Stats> = Stats & {
  /** Results kept. */
  total: number;
};

export interface FilterAnswer<Stats> {
  ids: number[];
  stats: ResultStats<Stats>;
}

export class FilterCore<Facts, Filter, Stats> {
  private readonly items: Facts[] = [];
  private readonly keys: string[] = [];
  private readonly at = new Map<number, number>();

  constructor(private readonly model: FilterModel<Facts, Filter, Stats>) {}

  /** Adds results; a known id is replaced (the stream re-sends a result when its price drops). */
  add(results: readonly Facts[]): ResultStats<Stats> {
    for (const r of results) {
      const facts = this.model.facts(r);
      const id = this.model.id(facts);
      const i = this.at.get(id);
      if (i === undefined) {
        this.at.set(id, this.items.length);
        this.items.push(facts);
        this.keys.push(this.model.searchKey(facts));
      } else {
        this.items[i] = facts;
        this.keys[i] = this.model.searchKey(facts);
      }
    }
    return this.stats();
  }

  /** The figures; with the active filter, those the product's forced rules let count (FilterModel.stats). */
  stats(filter?: Filter): ResultStats<Stats> {
    return { ...this.model.stats(this.items, filter), total: this.items.length };
  }

  filter(filter: Filter): FilterAnswer<Stats> {
    const ids = this.model.filter({ items: this.items, keys: this.keys }, filter).map((f) => this.model.id(f));
    return { ids, stats: this.stats(filter) };
  }
}

export class SortCore<Facts, Sort> {
  private readonly byId = new Map<number, { facts: Facts; seq: number }>();
  private seq = 0;

  constructor(private readonly model: SortModel<Facts, Sort>) {}

  add(results: readonly Facts[]): void {
    for (const r of results) {
      const facts = this.model.facts(r);
      const id = this.model.id(facts);
      this.byId.set(id, { facts, seq: this.byId.get(id)?.seq ?? this.seq++ });
    }
  }

  /** The ids in the order of `sort`; ties keep their arrival order; unknown ids are dropped. */
  sort(ids: readonly number[], sort: Sort): number[] {
    const compare = this.model.compare(sort);
    const rows = [];
    for (const id of ids) {
      const row = this.byId.get(id);
      if (row) rows.push({ id, row });
    }
    rows.sort((a, b) => compare(a.row.facts, b.row.facts) || a.row.seq - b.row.seq);
    return rows.map((r) => r.id);
  }
}
