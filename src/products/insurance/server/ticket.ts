/**
 * The insurance contract of an issued order, through the shared printer (one page per traveller's contract): the
 * insurer and the plan, the trip, the insured (Latin names as in the passport, passport, national code, birth date),
 * the cover table in euros, the premium and the contract number, and where the contract is checked. Read from the
 * order's own booking: the basket's insurance item (`typeInfos.insurances`) and the per-traveller documents the
 * supplier numbered when it issued the order (`booking.documents`, beside a flight's `tickets`), so the contract
 * needs nothing of the flight's ticket list.
 */
import * as v from 'valibot';
import { formatDate } from '@/lib/date-format';
import type { TicketDocument, TicketSection } from '@/server/schemas/tickets';
import { documentHeader, each, readBooking, type TicketOrder } from '@/server/tickets/booking';
import type { TicketContext } from '@/server/tickets/context';
import { ticketPageUrl } from '@/server/tickets/availability';
import { insuranceDocument as d, insuranceModel, insuranceResults as r } from '../messages';
import { ageOn } from '../model/age';
import { travellerPrice } from '../model/price';
import { InsuranceItem, type ItemTraveller } from './basket';

/** A per-traveller document the supplier recorded when it issued the order (its own product's: a contract). */
const BookedDocument = v.looseObject({
  number: v.string(),
  passengerIndex: v.pipe(v.number(), v.integer(), v.minValue(0)),
  cancelled: v.optional(v.unknown()),
});

const Documents = v.looseObject({ documents: v.optional(v.array(v.unknown()), []) });

/**
 * Where a contract is checked by its number, without a login (the insurer's verification page, which the sandbox
 * insurer serves): what the contract's QR code encodes, on the issuer's public address when it has one.
 */
export const contractVerificationPath = (number: string) => `/sandbox/insurance/verify/${encodeURIComponent(number)}`;
export const contractVerificationUrl = (base: string | undefined, number: string) => `${base ?? ''}${contractVerificationPath(number)}`;

const bothCalendars = (iso: string) => `${formatDate(iso, 'jalali')} (${formatDate(iso, 'gregorian')})`;

function coverSection(item: InsuranceItem): TicketSection {
  const c = item.details.coverage;
  const euro = (n: number) => r.euro(n);
  return {
    title: d.coverage,
    fields: [
      { label: insuranceModel.compareRows.ceiling, value: euro(c.ceiling) },
      { label: insuranceModel.compareRows.medical, value: euro(c.medical) },
      { label: insuranceModel.compareRows.evacuation, value: euro(c.evacuation) },
      { label: insuranceModel.compareRows.baggage, value: euro(c.baggage) },
      { label: insuranceModel.compareRows.flightDelay, value: euro(c.flightDelay) },
      { label: insuranceModel.compareRows.covid, value: c.covid.covered ? euro(c.covid.amount ?? 0) : r.notCovered },
      { label: insuranceModel.compareRows.deductible, value: c.deductible > 0 ? euro(c.deductible) : r.noDeductible },
    ],
  };
}

function contractSections(
  item: InsuranceItem,
  p: ItemTraveller | undefined,
  number: string,
  cancelled: boolean,
  factorId: number,
): TicketSection[] {
  const x = item.details;
  return [
    {
      title: d.plan,
      fields: [
        { label: d.number, value: number },
        { label: d.insurer, value: `${x.insurer.name.fa} (${x.insurer.name.en})` },
        { label: d.planTitle, value: `${x.title.fa} (${x.title.en})` },
        { label: d.zone, value: insuranceModel.zones[x.zone] },
        { label: d.sports, value: x.sports ? d.sportsIncluded(x.sportsSurchargePercent) : d.sportsNot },
        { label: d.status, value: cancelled ? d.cancelled : d.inForce },
      ],
    },
    {
      title: d.trip,
      fields: [
        { label: d.destination, value: x.destinationName },
        { label: d.start, value: bothCalendars(x.startDate) },
        { label: d.end, value: bothCalendars(x.endDate) },
        { label: d.days, value: d.daysValue(x.days) },
      ],
    },
    {
      title: d.insured,
      fields: p
        ? [
            { label: d.nameEn, value: `${p.fnameEn} ${p.lnameEn}` },
            { label: d.passport, value: p.passportNumber },
            ...(p.nationalCode ? [{ label: d.nationalCode, value: p.nationalCode }] : []),
            { label: d.birthDate, value: bothCalendars(p.birthDate) },
          ]
        : [],
    },
    coverSection(item),
    // Where the contract is checked: the QR code at the top opens the insurer's page; the order's page is on the site.
    { title: d.verify, fields: [{ label: d.verifyQr, value: ticketPageUrl(factorId) }] },
  ];
}

export function insuranceContract(order: TicketOrder, ctx: TicketContext): TicketDocument | null {
  const booking = readBooking(order);
  if (!booking) return null;
  const item = each(InsuranceItem, booking.typeInfos['insurances'] ?? [])[0];
  if (!item) return null;
  const recorded = v.safeParse(Documents, booking.record);
  const documents = recorded.success ? each(BookedDocument, recorded.output.documents) : [];
  if (documents.length === 0) return null;
  const priceOf = (p: ItemTraveller | undefined) => {
    if (!p) return null;
    if (typeof p.price === 'number') return p.price;
    return travellerPrice(
      { id: '', maxAge: item.details.maxAge, bandPrices: item.details.bandPrices },
      ageOn(p.birthDate, item.details.startDate),
    );
  };
  return {
    kind: 'contract',
    // Every contract cancelled (before the cover started): the part is cancelled, the order's other documents are not.
    ...(documents.every((doc) => doc.cancelled !== undefined && doc.cancelled !== null) ? { cancelled: true } : {}),
    // The contract is the insurance's, whichever product leads the order (an insurance added to a flight).
    product: 'insurance',
    title: d.title,
    codeLabel: d.number,
    ...documentHeader(order),
    pnr: null,
    agencyName: ctx.agencyName,
    providerName: item.details.insurer.name.fa,
    contactMobile: booking.contactMobile ?? order.mobile,
    passengers: item.passengers.map((p) => ({
      persianName: null,
      latinName: `${p.fnameEn} ${p.lnameEn}`,
      type: null,
      gender: p.gender ?? null,
      documentKind: 'passport' as const,
      documentNumber: p.passportNumber,
      isLeader: false,
    })),
    coupons: documents.map((doc) => {
      const p = item.passengers[doc.passengerIndex];
      const verification = contractVerificationUrl(ctx.publicBaseUrl, doc.number);
      return {
        number: doc.number,
        amount: priceOf(p),
        amountLabel: d.premium,
        sections: contractSections(item, p, doc.number, doc.cancelled !== undefined && doc.cancelled !== null, order.factorId),
        qr: verification,
      };
    }),
    totalAmount: order.totalPrice,
    currency: 'IRR',
    rules: [d.rule, d.cancelRule],
  };
}
