/**
 * Travel insurance on the one checkout (src/server/checkout): its review line (the plan, the trip, the insured and
 * the premium of their ages), its travellers step (the same `validateInsuranceTravellers` as the form, in the context
 * of the plan in the basket), what the supplier's refusals mean, and where its result page and its search are.
 */
import { slotItems } from '@/server/basket/slots';
import * as v from 'valibot';
import { formatDate } from '@/lib/date-format';
import type { BasketDoc } from '@/server/basket/model';
import { travellerDocuments } from '@/lib/travellers';
import { type CheckoutProductDefinition, supplierBookingFailure, travellersStep } from '@/server/checkout/products';
import { insuranceCancel, insuranceCrossSell, insuranceDocument, insuranceModel, insuranceResults } from '../messages';
import { insuranceOfferFor } from '../model/cross-sell';
import { type CleanTravellers, validateInsuranceTravellers } from '../model/travellers';
import { type InsuranceItem, insuranceItems } from './basket';
import { insuranceApi } from './upstream';

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const Insured = v.object({
  fnameEn: Text(60),
  lnameEn: Text(60),
  gender: v.picklist(['MALE', 'FEMALE']),
  isIranian: v.boolean(),
  nationalCode: Text(20),
  nationality: Text(4),
  passportNumber: Text(20),
  passportExpiry: Text(20),
  birthDate: Text(20),
});

/** The travellers form as the browser sends it. */
export const InsuranceTravellersBody = v.object({
  travellers: v.pipe(v.array(Insured), v.minLength(1), v.maxLength(9)),
  mobile: Text(20),
  email: Text(200),
});

export const INSURANCE_RESULT_PATH = '/checkout/insurance/result';

const item = (doc: BasketDoc): InsuranceItem | undefined => insuranceItems(doc)[0];

/**
 * The basket with the insured written on the insurance item (`passengers`, in the supplier's InsuredTraveller shape
 * with the form's extra facts) and each one's premium, and the item's total now the sum of their ages' premiums: the
 * review shows what BasketBook will charge, so a senior's price is no surprise at payment. The contact goes on the
 * basket as every product's does.
 */
export function withInsured(doc: BasketDoc, input: CleanTravellers): BasketDoc {
  const [first, ...rest] = doc;
  const insurances = slotItems(doc, 'insurances').map((x, i) => {
    if (i !== 0) return x;
    const it = x as InsuranceItem;
    return {
      ...it,
      details: { ...it.details, totalPrice: input.total },
      passengers: input.travellers.map((p) => ({
        fnameEn: p.fnameEn,
        lnameEn: p.lnameEn,
        passportNumber: p.passportNumber,
        passportExpiry: p.passportExpiry,
        birthDate: p.birthDate,
        nationalCode: p.isIranian ? p.nationalCode : null,
        nationality: p.nationality,
        isIranian: p.isIranian,
        gender: p.gender,
        price: p.price,
      })),
    };
  });
  return [{ ...first!, typeInfos: { ...first!.typeInfos, insurances }, contact: { mobile: input.mobile, email: input.email } }, ...rest];
}

export const insuranceCheckout: CheckoutProductDefinition = {
  product: 'insurance',
  resultPath: INSURANCE_RESULT_PATH,
  // Premiums are list prices: BasketBook takes the counter/agent discount off them (booking/insurance.ts).
  roleDiscountAtBooking: true,
  lines: (doc) =>
    insuranceItems(doc).map((x) => {
      const d = x.details;
      return {
        key: x.key,
        product: 'insurance',
        title: `${d.insurer.name.fa}، ${d.title.fa}`,
        facts: [
          d.destinationName,
          insuranceModel.zones[d.zone],
          `${formatDate(d.startDate, 'jalali')} تا ${formatDate(d.endDate, 'jalali')}`,
          `${insuranceResults.ceiling}: ${insuranceResults.euro(d.coverage.ceiling)}`,
          ...(d.sports ? [`${insuranceResults.sports}: ${insuranceDocument.sportsIncluded(d.sportsSurchargePercent)}`] : []),
        ],
        travellers: x.passengers.map((p) => `${p.fnameEn} ${p.lnameEn}`.trim()),
        price: d.totalPrice,
        expireAt: null,
      };
    }),
  searchPath: (doc) => {
    const x = doc ? item(doc) : undefined;
    return x ? `/insurance/${x.details.destination}` : '/insurance';
  },
  travellersPath: (doc) => (insuranceItems(doc).some((x) => x.passengers.length === 0) ? '/insurance/Passengers' : null),
  travellers: travellersStep<CleanTravellers>({
    body: InsuranceTravellersBody,
    validate(body, doc) {
      const x = doc ? item(doc) : undefined;
      if (!x) return null;
      const d = x.details;
      return validateInsuranceTravellers(body as v.InferOutput<typeof InsuranceTravellersBody>, {
        startDate: d.startDate,
        endDate: d.endDate,
        count: d.travellers,
        maxAge: d.maxAge,
        bandPrices: d.bandPrices,
      });
    },
    write: withInsured,
    documents: (input) =>
      travellerDocuments(
        input.travellers.map((p) => ({ nationalCode: p.isIranian ? p.nationalCode : '', passportNumber: p.passportNumber })),
        (i, field) => `t${i}.${field}`,
      ),
    guest: (input) => ({
      mobile: input.mobile,
      email: input.email,
      leaderName: `${input.travellers[0]?.fnameEn ?? ''} ${input.travellers[0]?.lnameEn ?? ''}`.trim(),
    }),
  }),
  // BasketBook's refusals of a plan: 404 gone, 400 the trip or a traveller no longer insurable.
  failure: supplierBookingFailure,
  orderResult: () => import('../components/InsuranceOrderResult').then((m) => m.InsuranceOrderResult),
  // A trip abroad in the basket (a flight) without insurance: the matching plans for its country, days and travellers,
  // chosen into the same basket, so one checkout and one payment.
  offer(trips, doc) {
    if (insuranceItems(doc).length > 0) return null;
    const o = insuranceOfferFor(trips);
    if (!o) return null;
    return {
      product: 'insurance',
      title: insuranceCrossSell.title(o.cityName),
      text: insuranceCrossSell.text(formatDate(o.startDate, 'jalali'), formatDate(o.endDate, 'jalali'), o.travellers),
      href: o.href,
      action: insuranceCrossSell.action,
    };
  },
  // Cancelled from the dashboard before the cover's first day (the insurer's CancelContract, all the order's contracts,
  // less its fee); from that day on, refused in Persian here and by the insurer.
  cancel: {
    refusal: (order, today) =>
      order.status !== 'issued' ? insuranceCancel.notIssued : today >= order.fromDate ? insuranceCancel.started : null,
    async cancel(client, factorId) {
      const a = await insuranceApi(client).cancel(factorId);
      return { refundAmount: a.refundAmount, fee: a.fee, refundedTo: a.refundedTo };
    },
    // Inside a flight's order the insurer cancels the contracts only (the same CancelContract call, `part` or not):
    // the tickets stay valid.
    parts: true,
  },
};
