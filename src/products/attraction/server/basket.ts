/**
 * The attraction's items in the basket document (`typeInfos.attractions`, spec 001 §3 "Basket": `attractions
 * (details)`): one line per attraction and day, its tickets by type and the total shown, the names the review and
 * the voucher say, and its lead traveller once given (`passengers[0]`). Its basket slot is declared in ./product.ts.
 */
import { slotItems } from '@/server/basket/slots';
import * as v from 'valibot';
import type { BasketDoc } from '@/server/basket/model';
import { ticketCount, ticketCountsProblem, ticketTotal, type TicketCounts } from '../model/price';
import { attractionTexts } from '../messages';
import { dateProblem } from '../model/dates';
import { attractionDayOnSale } from '../model/sale-cutoff';
import { AttractionBasketItem, type AttractionDetail, TicketCounts as TicketCountsSchema } from './schemas';
import type { IsoDate } from '@/lib/dates';
import { IsoDate as IsoDateSchema } from '@/server/schemas/common';

/** A line as this product writes it: the supplier's `AttractionBasketItem` with the names and the city's slug. */
export const AttractionLine = v.object({
  key: v.string(),
  details: v.looseObject({
    ...AttractionBasketItem.entries.details.entries,
    persianName: v.string(),
    slug: v.string(),
    cityName: v.string(),
  }),
  passengers: v.optional(v.array(v.looseObject({ firstName: v.string(), lastName: v.string() })), []),
});
export type AttractionLine = v.InferOutput<typeof AttractionLine>;

/** What the detail page's «add to basket» sends: the attraction, the day and the tickets; never a price. */
export const AddAttraction = v.object({
  attractionId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)),
  serviceDate: IsoDateSchema,
  tickets: TicketCountsSchema,
});
export type AddAttraction = v.InferOutput<typeof AddAttraction>;

export const attractionLineKey = (attractionId: number, day: IsoDate) => `attraction:${attractionId}:${day}`;

/** The product's own lines of the basket (those that match the schema). */
export function attractionLines(doc: BasketDoc): AttractionLine[] {
  return slotItems(doc, 'attractions').flatMap((x) => {
    const r = v.safeParse(AttractionLine, x);
    return r.success ? [r.output] : [];
  });
}

/**
 * The line for these tickets on that day, priced from the supplier's detail of now (the browser's price is never
 * taken), or why it cannot be sold (Persian): the same date and ticket rules as the picker and the booking.
 */
export function attractionLine(
  a: AttractionDetail,
  add: AddAttraction,
  today: IsoDate,
  /** Now (epoch ms): a day whose last start has passed is not sold (model/sale-cutoff.ts); absent: not checked. */
  nowMs?: number,
): { ok: true; line: AttractionLine } | { ok: false; status: 400 | 409; message: string } {
  // A day from today on whose last start has passed, Tehran time: not sold, whatever the supplier still offers or no
  // longer lists (a page opened before the last start says so when «add» is pressed after it); a past day stays
  // the date rule's own 400.
  if (nowMs !== undefined && add.serviceDate >= today && !attractionDayOnSale(add.serviceDate, a.openingHours, nowMs))
    return { ok: false, status: 409, message: attractionTexts.dayStarted };
  const dateIssue = dateProblem(a.dates, add.serviceDate, today);
  const day = a.dates.find((d) => d.serviceDate === add.serviceDate);
  if (dateIssue || !day) return { ok: false, status: day && day.remaining === 0 ? 409 : 400, message: dateIssue ?? '' };
  const counts: TicketCounts = { ...add.tickets };
  const countIssue = ticketCountsProblem(counts, day.remaining);
  if (countIssue) return { ok: false, status: ticketCount(counts) > day.remaining ? 409 : 400, message: countIssue };
  return {
    ok: true,
    line: {
      key: attractionLineKey(a.attractionId, day.serviceDate),
      details: {
        attractionId: a.attractionId,
        serviceDate: day.serviceDate,
        tickets: counts,
        totalPrice: ticketTotal(day.prices, counts),
        persianName: a.persianName,
        slug: a.slug,
        cityName: a.cityName,
      },
      passengers: [],
    },
  };
}

/** The basket with this line: a line of the same attraction and day is replaced (its tickets changed), never doubled. */
export function withAttraction(doc: BasketDoc, line: AttractionLine): BasketDoc {
  const [first, ...rest] = doc;
  const others = slotItems(doc, 'attractions').filter((x) => (x as { key?: string }).key !== line.key);
  return [{ ...first!, typeInfos: { ...first!.typeInfos, attractions: [...others, line] } }, ...rest];
}

/** The lead traveller on every line (the voucher is in their name; the booking needs one per line). */
export function withAttractionLead(doc: BasketDoc, lead: Record<string, unknown>): BasketDoc {
  const [first, ...rest] = doc;
  const attractions = slotItems(doc, 'attractions').map((x) => (v.is(AttractionLine, x) ? { ...(x as object), passengers: [lead] } : x));
  return [{ ...first!, typeInfos: { ...first!.typeInfos, attractions } }, ...rest];
}
