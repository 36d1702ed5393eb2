/**
 * An issued insurance order's contracts: one per insured traveller, numbered by the insurer (its prefix, the order,
 * the traveller), kept as the order's documents (store.ts DocumentRecord) with the cancellation when there is one. The
 * basket's insurance items (as BasketBook kept them) say who and what is insured.
 */
import * as v from 'valibot';
import { ageOn } from '@/products/insurance/model/age';
import { type InsuranceBasketItem as Item, InsuranceBasketItem } from '@/products/insurance/server/schemas';
import type { DocumentRecord } from '../../store';
import { findInsurer } from './insurers';
import { findPlan } from './plans';

/** `SMN-1234567-01`: the insurer's prefix, the order, the traveller (1-based, across the order's items). */
export function contractNumber(prefix: string, factorId: number, travellerIndex: number): string {
  return `${prefix}-${factorId}-${String(travellerIndex + 1).padStart(2, '0')}`;
}

export const CONTRACT_NUMBER = /^[A-Z]{3}-\d{7,9}-\d{2}$/;

/** The insurance items of a booked basket (parsed BasketData as the order keeps it) that name a plan. */
export function insuranceItems(basket: unknown): Item[] {
  const first = Array.isArray(basket) ? (basket[0] as { typeInfos?: { insurances?: unknown } } | undefined) : undefined;
  const items = Array.isArray(first?.typeInfos?.insurances) ? first.typeInfos.insurances : [];
  return items.flatMap((x) => {
    const r = v.safeParse(InsuranceBasketItem, x);
    return r.success ? [r.output] : [];
  });
}

export interface InsuredRef {
  item: Item;
  traveller: Item['passengers'][number];
  /** Across the order's items. */
  index: number;
}

/** Every insured traveller of a booked basket, in order. */
export function insuredTravellers(basket: unknown): InsuredRef[] {
  let index = 0;
  return insuranceItems(basket).flatMap((item) => item.passengers.map((traveller) => ({ item, traveller, index: index++ })));
}

/** The name a contract prints: Persian when given, else the passport's Latin name. */
export function insuredName(t: Item['passengers'][number]): string {
  const fa = `${t.fnameFa ?? ''} ${t.lnameFa ?? ''}`.trim();
  return fa || `${t.fnameEn} ${t.lnameEn}`;
}

/** The contracts an issued order gets: one document per insured traveller (issue.ts). */
export function issueContracts(seed: number, basket: unknown, factorId: number): DocumentRecord[] {
  return insuredTravellers(basket).flatMap(({ item, traveller, index }) => {
    const insurer = findPlan(seed, item.details.planId)?.insurer ?? findInsurer(item.details.planId.split('-')[0] ?? '');
    if (!insurer) return [];
    return [{ number: contractNumber(insurer.contractPrefix, factorId, index), passengerIndex: index, name: insuredName(traveller) }];
  });
}

/** A traveller's age on the item's first day. */
export const insuredAge = (ref: InsuredRef) => ageOn(ref.traveller.birthDate, ref.item.details.startDate);
