'use client';
/**
 * The insurance results list: the plans of the one answer (at most 12), filtered (insurer, zone, the least ceiling,
 * COVID) and sorted (cheapest first, or the highest ceiling) in the page with the model's pure rules (model/filters.ts:
 * a dozen plans need no worker), each plan's card, a side-by-side comparison of 2 or 3 chosen plans (model/compare.ts)
 * in a keyboard-operable dialog that fits a phone, and «choose», which puts the plan in the basket and goes to the
 * travellers step. An outage is said as an outage, never as «no plans»; a traveller some plans do not cover is told
 * which plans do.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { edgeJson } from '@/components/edge-client';
import { FiltersDrawer } from '@/components/results/FiltersDrawer';
import { firstFrameClass } from '@/components/results/first-frame';
import { ResultsColumns } from '@/components/results/ResultsColumns';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { panel } from '@/components/ui/panel';
import { useHydrated } from '@/components/ui/use-hydrated';
import { CardCashback } from '@/components/account/CashbackContext';
import { type MoneyFormat, useMoney } from '@/components/money/MoneyProvider';
import { formatNumber, persianNumber as fa } from '@/lib/text';
import { insuranceModel, insuranceResults as m } from '../messages';
import { COMPARE_MAX, canCompare, chosenPlans, compareRows, toggleCompare, type CompareValue, type CompareRowKey } from '../model/compare';
import {
  type PlanFilters,
  type PlanSort,
  type PlanView,
  PLAN_CEILINGS,
  PLAN_SORTS,
  filterPlans,
  insurerOptions,
  knownInsurers,
  sortPlans,
  withPlanView,
} from '../model/filters';
import { withSportsQuery } from '../model/query';
import { ZONE_IDS, type ZoneId } from '../model/zones';
import type { InsurancePlan } from '../server/schemas';
import { insuranceFirstFrame } from './first-frame';
import type { InsuranceSearchInfo } from '../server/search';

export interface InsuranceResultsInit {
  plans: InsurancePlan[];
  info: InsuranceSearchInfo | null;
  failed: boolean;
  destination: string;
  startDate: string;
  endDate: string;
  ages: number[];
  agesGiven: boolean;
  /** The sports option is on (`sports=1`): the plans are those that offer it, priced with its surcharge. */
  sports?: boolean;
  /** The filters and sort the URL carried (model/filters `parsePlanView`), so a reload or «back» keeps them. */
  view?: PlanView;
}

const CEILINGS = PLAN_CEILINGS;

const label = css({ fontSize: 'sm', fontWeight: 'medium' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });

/**
 * The plan card's classes, made once (as AttractionCard's): not a `css()` per element of each of the 12 cards in the
 * server's render, the hydration and every filter change. The card's boxes are flex columns and grid tracks of
 * `minmax(0, …)`, not nested `auto`/`1fr` grids: the first layout of the revealed plans (issue 46's «first paint vs
 * the answer», insurance's twelve cards) then sizes no track from its content, which made it the page's longest task.
 */
const card = {
  article: cx(
    panel,
    css({
      display: 'grid',
      gap: '3',
      gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: '[minmax(0, 1fr) auto]' },
      minW: '0',
    }),
  ),
  main: css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' }),
  head: css({ display: 'flex', gap: '3', alignItems: 'center' }),
  logo: css({ borderRadius: 'l2', flexShrink: '0' }),
  titleBox: css({ minW: '0' }),
  title: css({ fontWeight: 'bold' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: { base: '[repeat(2, minmax(0, 1fr))]', sm: '[repeat(3, minmax(0, 1fr))]' },
    gap: '2',
    fontSize: 'sm',
  }),
  partial: css({ fontSize: 'sm', color: 'red.11' }),
  side: css({ display: 'flex', flexDirection: 'column', gap: '2', minW: { md: '48' } }),
  total: css({ fontWeight: 'bold', fontSize: 'lg' }),
  srOnly: css({ srOnly: true }),
  compare: css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', minH: '8' }),
};
/** The page's column of plans and its head: flex columns (no content-sized track to measure). */
const page = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' }),
  bar: css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }),
  sort: css({ display: 'flex', gap: '2', alignItems: 'center' }),
  select: css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', p: '2', bg: 'white' }),
  error: css({ color: 'red.11' }),
};

function Filters({
  plans,
  filters,
  onChange,
}: {
  plans: readonly InsurancePlan[];
  filters: PlanFilters;
  onChange(next: PlanFilters): void;
}) {
  // Rendered twice (beside the list and in the phone's dialog): ids of its own each time.
  const id = useId();
  const insurers = insurerOptions(plans);
  const zones = ZONE_IDS.filter((z) => plans.some((p) => p.zone === z));
  const toggle = <T,>(list: readonly T[] | undefined, value: T) =>
    list?.includes(value) ? list.filter((x) => x !== value) : [...(list ?? []), value];
  return (
    <section aria-labelledby={`${id}-title`} className={cx(panel, css({ display: 'grid', gap: '4' }))} data-testid="insurance-filters">
      <h2 id={`${id}-title`} className={css({ fontWeight: 'bold' })}>
        {m.filters}
      </h2>
      <fieldset className={css({ display: 'grid', gap: '1' })}>
        <legend className={label}>{m.insurers}</legend>
        {insurers.map((i) => (
          <label key={i.id} className={css({ display: 'flex', gap: '2', alignItems: 'center', minH: '8' })}>
            <input
              type="checkbox"
              checked={filters.insurers?.includes(i.id) ?? false}
              onChange={() => onChange({ ...filters, insurers: toggle(filters.insurers, i.id) })}
            />
            {i.name}
          </label>
        ))}
      </fieldset>
      <fieldset className={css({ display: 'grid', gap: '1' })}>
        <legend className={label}>{m.zones}</legend>
        {zones.map((z) => (
          <label key={z} className={css({ display: 'flex', gap: '2', alignItems: 'center', minH: '8' })}>
            <input
              type="checkbox"
              checked={filters.zones?.includes(z) ?? false}
              onChange={() => onChange({ ...filters, zones: toggle<ZoneId>(filters.zones, z) })}
            />
            {insuranceModel.zones[z]}
          </label>
        ))}
      </fieldset>
      <div className={css({ display: 'grid', gap: '1' })}>
        <label htmlFor={`${id}-ceiling`} className={label}>
          {m.minCeiling}
        </label>
        <select
          id={`${id}-ceiling`}
          value={filters.minCeiling ?? ''}
          onChange={(e) => {
            const { minCeiling: _, ...rest } = filters;
            onChange(e.target.value ? { ...rest, minCeiling: Number(e.target.value) } : rest);
          }}
          className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', p: '2', bg: 'white' })}
        >
          <option value="">{m.anyCeiling}</option>
          {CEILINGS.map((c) => (
            <option key={c} value={c}>
              {m.euro(c)}
            </option>
          ))}
        </select>
      </div>
      <label className={css({ display: 'flex', gap: '2', alignItems: 'center', minH: '8' })}>
        <input
          type="checkbox"
          checked={filters.covidOnly ?? false}
          onChange={(e) => onChange({ ...filters, covidOnly: e.target.checked })}
        />
        {m.covidOnly}
      </label>
      <Button variant="outline" size="sm" onClick={() => onChange({})}>
        {m.clearFilters}
      </Button>
    </section>
  );
}

/** Each traveller's premium: one line when all pay the same, else one per age. */
function TravellerPrices({ plan }: { plan: InsurancePlan }) {
  const toman = useMoney().format;
  const prices = plan.travellerPrices.filter((t) => t.price !== null);
  const same = prices.every((t) => t.price === prices[0]?.price);
  if (prices.length === 0) return null;
  if (same)
    return (
      <p className={muted} data-testid="insurance-per-traveller">
        {`${m.perTraveller}: ${toman(prices[0]!.price!)}`}
      </p>
    );
  return (
    <ul className={muted} data-testid="insurance-per-traveller">
      {prices.map((t) => (
        <li key={t.travellerIndex}>{`${fa(t.age)} سال: ${toman(t.price!)}`}</li>
      ))}
    </ul>
  );
}

function PlanCard({
  plan,
  travellers,
  sports,
  compared,
  onCompare,
  onChoose,
  choosing,
}: {
  plan: InsurancePlan;
  travellers: number;
  sports: boolean;
  compared: boolean;
  onCompare(): void;
  onChoose(): void;
  choosing: boolean;
}) {
  const toman = useMoney().format;
  const c = plan.coverage;
  const titleId = `plan-${plan.id}-title`;
  return (
    <article aria-labelledby={titleId} data-testid="insurance-plan" data-plan-id={plan.id} className={card.article}>
      <div className={card.main}>
        <div className={card.head}>
          <img src={plan.insurer.logo} alt="" width={40} height={40} loading="lazy" decoding="async" className={card.logo} />
          <div className={card.titleBox}>
            <h3 id={titleId} className={card.title}>
              {`${plan.insurer.name.fa}، ${plan.title.fa}`}
            </h3>
            <p className={muted}>{`${m.zone}: ${insuranceModel.zones[plan.zone]} · ${m.maxDays(plan.maxTripDays)}`}</p>
          </div>
        </div>
        <dl className={card.facts}>
          <div>
            <dt className={muted}>{m.ceiling}</dt>
            <dd data-testid="insurance-ceiling">{m.euro(c.ceiling)}</dd>
          </div>
          <div>
            <dt className={muted}>{m.medical}</dt>
            <dd>{m.euro(c.medical)}</dd>
          </div>
          <div>
            <dt className={muted}>{m.baggage}</dt>
            <dd>{m.euro(c.baggage)}</dd>
          </div>
          <div>
            <dt className={muted}>{m.covid}</dt>
            <dd>{c.covid.covered ? m.covidCovered : m.covidNot}</dd>
          </div>
          <div>
            <dt className={muted}>{m.deductible}</dt>
            <dd>{c.deductible > 0 ? m.euro(c.deductible) : m.noDeductible}</dd>
          </div>
          <div>
            <dt className={muted}>{m.sports}</dt>
            <dd data-testid="insurance-sports">
              {!plan.sports.available
                ? m.sportsNot
                : sports
                  ? m.sportsIncluded(plan.sports.surchargePercent)
                  : m.sportsAvailable(plan.sports.surchargePercent)}
            </dd>
          </div>
        </dl>
        {plan.coversAll ? null : <p className={card.partial}>{m.partial(plan.coveredTravellers.length, travellers)}</p>}
      </div>
      <div className={card.side}>
        <TravellerPrices plan={plan} />
        <p className={card.total} data-testid="insurance-total">
          <span className={card.srOnly}>{`${m.total}: `}</span>
          {toman(plan.total)}
        </p>
        <CardCashback priceRial={plan.total} />
        <Button onClick={onChoose} disabled={choosing} data-testid="insurance-choose">
          {choosing ? m.choosing : m.choose}
        </Button>
        <label className={card.compare}>
          <input type="checkbox" checked={compared} onChange={onCompare} data-testid="insurance-compare" />
          {m.compareAdd}
        </label>
      </div>
    </article>
  );
}

const EURO_ROWS: ReadonlySet<CompareRowKey> = new Set([
  'ceiling',
  'medical',
  'evacuation',
  'baggage',
  'flightDelay',
  'covid',
  'deductible',
]);

function cellText(key: CompareRowKey, value: CompareValue, money: MoneyFormat): string {
  if (value === null) return m.notCovered;
  if (typeof value === 'string') return value;
  if (key === 'total') return money.format(value);
  if (EURO_ROWS.has(key)) return formatNumber(value);
  return fa(value);
}

function CompareTable({ plans }: { plans: readonly InsurancePlan[] }) {
  const money = useMoney();
  const [onlyDiff, setOnlyDiff] = useState(false);
  const rows = compareRows(plans).filter((r) => !onlyDiff || r.differs);
  return (
    <div className={css({ display: 'grid', gap: '3', minW: '0' })}>
      <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <input type="checkbox" checked={onlyDiff} onChange={(e) => setOnlyDiff(e.target.checked)} />
        {m.compareOnlyDiff}
      </label>
      {/* The table scrolls inside the dialog on a narrow phone, never the page. */}
      <div className={css({ overflowX: 'auto', maxW: 'full' })}>
        <table data-testid="insurance-compare-table" className={css({ w: 'full', fontSize: 'sm', borderCollapse: 'collapse' })}>
          <thead>
            <tr>
              <td />
              {plans.map((p) => (
                <th key={p.id} scope="col" className={css({ p: '2', textAlign: 'start', verticalAlign: 'top' })}>
                  {p.title.fa}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className={css({ borderTopWidth: '1px', borderColor: 'border.subtle' })}>
                <th scope="row" className={css({ p: '2', textAlign: 'start', fontWeight: 'medium' })}>
                  {r.key === 'total' ? m.total : r.label}
                </th>
                {r.values.map((value, i) => (
                  <td key={plans[i]!.id} className={css({ p: '2', fontWeight: r.best.includes(i) ? 'bold' : 'normal' })}>
                    {cellText(r.key, value, money)}
                    {r.best.includes(i) ? <span className={css({ srOnly: true })}> ({m.compareBest})</span> : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The plan's optional sports cover, chosen here before the travellers step: turning it on or off searches again
 * (`sports=1` in the address), so the plans and prices are the supplier's with the surcharge, never the page's sum.
 */
function SportsOption({ on }: { on: boolean }) {
  const id = useId();
  return (
    <div className={cx(panel, css({ display: 'grid', gap: '1' }))} data-testid="insurance-sports-option">
      <label htmlFor={id} className={css({ display: 'flex', gap: '2', alignItems: 'center', minH: '8', fontWeight: 'medium' })}>
        <input
          id={id}
          type="checkbox"
          defaultChecked={on}
          aria-describedby={`${id}-hint`}
          data-testid="insurance-sports-toggle"
          onChange={(e) => {
            const search = withSportsQuery(window.location.search, e.target.checked);
            window.location.assign(window.location.pathname + search);
          }}
        />
        {m.sportsOption}
      </label>
      <p id={`${id}-hint`} className={muted}>
        {m.sportsHint}
      </p>
    </div>
  );
}

/** Which plans cover a traveller that not every plan covers (an older traveller), and the supplier's own note. */
function AgeNotes({ init }: { init: InsuranceResultsInit }) {
  const notes = (init.info?.travellers ?? []).flatMap((t) => {
    if (t.message && !t.eligible) return [t.message];
    const covering = init.plans.filter((p) => p.coveredTravellers.includes(t.index));
    if (covering.length === init.plans.length || covering.length === 0) return [];
    return [m.overAgeCovered(t.age, covering.map((p) => `${p.insurer.name.fa} (${p.title.fa})`).join('، '))];
  });
  const unique = [...new Set(notes)];
  if (unique.length === 0) return null;
  return (
    <div role="note" data-testid="insurance-age-notes" className={cx(panel, css({ bg: 'red.2', display: 'grid', gap: '1' }))}>
      {unique.map((n) => (
        <p key={n}>{n}</p>
      ))}
    </div>
  );
}

export function InsuranceResults({ init }: { init: InsuranceResultsInit }) {
  const [view] = useState(() => knownInsurers(init.view ?? { filters: {}, sort: 'price' }, init.plans));
  const [filters, setFilters] = useState<PlanFilters>(view.filters);
  const [sort, setSort] = useState<PlanSort>(view.sort);
  // Each change is written to the address (replaced, not pushed): a reload or «back» from the next step keeps it.
  useEffect(() => {
    const search = withPlanView(window.location.search, { filters, sort });
    if (search !== window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname + search);
  }, [filters, sort]);
  const [compare, setCompare] = useState<string[]>([]);
  const [compareNote, setCompareNote] = useState<string | null>(null);
  const [compareOpen, setCompareOpen] = useState(false);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = useMemo(() => sortPlans(filterPlans(init.plans, filters), sort), [init.plans, filters, sort]);
  /** The plans' buttons work (`data-hydrated`: a press before hydration does nothing; tests wait for it). */
  const hydrated = useHydrated();

  if (init.failed)
    return (
      <p role="alert" data-testid="insurance-outage" className={cx(panel, css({ textAlign: 'center' }))}>
        {m.outage}
      </p>
    );
  if (init.info?.problem)
    return (
      <p role="alert" data-testid="insurance-problem" className={cx(panel, css({ textAlign: 'center' }))}>
        {init.info.problem}
      </p>
    );

  async function choose(plan: InsurancePlan) {
    setChoosing(plan.id);
    setError(null);
    const res = await edgeJson<{ next: string }>('/api/basket/insurances', {
      body: {
        destination: init.destination,
        startDate: init.startDate,
        endDate: init.endDate,
        ages: init.ages,
        planId: plan.id,
        sports: init.sports === true,
      },
    });
    if (res.ok) {
      window.location.assign(res.data.next.startsWith('/') ? res.data.next : '/insurance/Passengers');
      return;
    }
    setChoosing(null);
    setError(res.message || m.chooseFailed);
  }

  const chosen = chosenPlans(init.plans, compare);
  return (
    <div className={page.root} data-testid="insurance-results" data-hydrated={hydrated || undefined}>
      {init.agesGiven ? null : (
        <p role="note" className={muted} data-testid="insurance-ages-note">
          {m.agesNote}
        </p>
      )}
      <AgeNotes init={init} />
      <SportsOption on={init.sports === true} />
      <ResultsColumns aside={<FiltersDrawer panel={() => <Filters plans={init.plans} filters={filters} onChange={setFilters} />} />}>
        <div className={page.list}>
          <div className={page.bar}>
            <p aria-live="polite" data-testid="insurance-count">
              {m.count(shown.length, init.plans.length)}
            </p>
            <label className={page.sort}>
              <span className={label}>{m.sort}</span>
              <select value={sort} onChange={(e) => setSort(e.target.value as PlanSort)} className={page.select}>
                {PLAN_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {m.sorts[s]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {error ? (
            <p role="alert" className={page.error}>
              {error}
            </p>
          ) : null}
          {init.plans.length === 0 ? <p className={panel}>{m.empty}</p> : null}
          {init.plans.length > 0 && shown.length === 0 ? <p className={panel}>{m.emptyFiltered}</p> : null}
          {shown.map((plan, index) => (
            // The first screen's rule sits on a plain box around the card, never on the card (a padded grid): there,
            // even with its reserved height corrected for padding and border, Chromium counted the last card's reveal
            // as a layout shift from the page's top corner (Lighthouse mobile CLS 0.52; results-first-frame e2e).
            <div key={plan.id} data-plan-slot={plan.id} className={firstFrameClass(insuranceFirstFrame, index, hydrated, undefined)}>
              <PlanCard
                plan={plan}
                travellers={init.ages.length}
                sports={init.sports === true}
                compared={compare.includes(plan.id)}
                onCompare={() => {
                  const next = toggleCompare(compare, plan.id);
                  setCompare(next.ids);
                  setCompareNote(next.ok ? null : next.message);
                }}
                onChoose={() => void choose(plan)}
                choosing={choosing === plan.id}
              />
            </div>
          ))}
        </div>
      </ResultsColumns>
      {compare.length > 0 ? (
        <div
          className={cx(
            panel,
            css({
              position: 'sticky',
              insetBlockEnd: '2',
              display: 'flex',
              gap: '3',
              alignItems: 'center',
              flexWrap: 'wrap',
              boxShadow: 'md',
            }),
          )}
          data-testid="insurance-compare-bar"
        >
          <p aria-live="polite" className={css({ flex: '1', minW: '0' })}>
            {compareNote ?? (canCompare(compare) ? m.compareOpen(compare.length) : m.compareHint)}
          </p>
          <Button disabled={!canCompare(compare)} onClick={() => setCompareOpen(true)} data-testid="insurance-compare-open">
            {m.compareOpen(compare.length)}
          </Button>
        </div>
      ) : null}
      <Modal open={compareOpen} onOpenChange={setCompareOpen} title={m.compareTitle} fullScreen testId="insurance-compare-dialog">
        {compareOpen && chosen.length > 0 && chosen.length <= COMPARE_MAX ? <CompareTable plans={chosen} /> : null}
      </Modal>
    </div>
  );
}
