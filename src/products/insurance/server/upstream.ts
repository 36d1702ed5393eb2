/**
 * Insurance calls: the plan search (one answer: no token, no polling), a plan's detail, an issued order's contracts,
 * their cancellation before the cover starts, and the contract document. Every answer is parsed by its schema
 * (./schemas.ts); a supplier answer that does not fit is refused by the request engine, never passed on.
 */
import type { IsoDate } from '@/lib/dates';
import type { UpstreamClient } from '@/server/upstream/request';
import type { ZoneId } from '../model/zones';
import {
  InsuranceCancelResponse,
  InsuranceContractDocumentResponse,
  InsuranceContractsResponse,
  InsurancePlanDetailResponse,
  InsuranceSearchResponse,
} from './schemas';

export interface InsuranceSearchParams {
  /** A country code (`TR`) or the site's destination slug (`tr-istanbul`); or a zone alone. */
  destination?: string;
  zone?: ZoneId;
  startDate: IsoDate;
  /** The last covered day; or `days` (both ends counted). */
  endDate?: IsoDate;
  days?: number;
  /** Birth dates (ages counted on the first day), or ages when no birth date is known yet. */
  travellers: readonly ({ birthDate: IsoDate } | { age: number })[];
  sports?: boolean;
}

const PLAN_ID = /^[A-Z0-9-]{3,40}$/;

function planPath(planId: string): string {
  if (!PLAN_ID.test(planId)) throw new RangeError('not a plan id');
  return planId;
}

function factorPath(factorId: number): string {
  if (!Number.isSafeInteger(factorId) || factorId <= 0) throw new RangeError('not an order id');
  return String(factorId);
}

export const insuranceApi = (client: UpstreamClient) => ({
  /** POST /api2/Insurance/Search: at most 12 plans, those covering every insurable traveller first, cheapest first. */
  search: async (p: InsuranceSearchParams, deadlineMs?: number) =>
    (
      await client.call({
        method: 'POST',
        path: '/api2/Insurance/Search',
        body: {
          ...(p.destination ? { destination: p.destination } : {}),
          ...(p.zone ? { zone: p.zone } : {}),
          startDate: p.startDate,
          ...(p.endDate ? { endDate: p.endDate } : {}),
          ...(p.days !== undefined ? { days: p.days } : {}),
          travellers: p.travellers.map((t) => ('age' in t ? { age: t.age } : { birthDate: t.birthDate })),
          sports: p.sports === true,
        },
        schema: InsuranceSearchResponse,
        // A search changes nothing: safe to repeat.
        idempotent: true,
        ...(deadlineMs !== undefined ? { deadlineMs } : {}),
      })
    ).data,

  /** A plan's whole price table, coverage table and terms. */
  plan: async (planId: string) =>
    (await client.call({ method: 'GET', path: `/api2/Insurance/Plan/${planPath(planId)}`, schema: InsurancePlanDetailResponse })).data,

  /** An issued order's contracts (409 `ticket_not_issued` before it is paid). */
  contracts: async (factorId: number) =>
    (
      await client.call({
        method: 'GET',
        path: `/api2/Insurance/Contracts/${factorPath(factorId)}`,
        schema: InsuranceContractsResponse,
      })
    ).data,

  /**
   * Cancels the order's contracts (all still in force, or the ones named) before the cover starts: the refund goes to
   * the wallet. Not retried: a lost answer is read again from `contracts`, never sent twice.
   */
  cancel: async (factorId: number, contractNumbers?: readonly string[]) =>
    (
      await client.call({
        method: 'POST',
        path: '/api2/Insurance/CancelContract',
        body: { factorId, ...(contractNumbers?.length ? { contractNumbers: [...contractNumbers] } : {}) },
        schema: InsuranceCancelResponse,
        retries: 0,
      })
    ).data,

  /** The printed contract's data: one traveller's (`contractNumber`) or every traveller's of the order's plan. */
  contractDocument: async (factorId: number, contractNumber?: string) => {
    const query = contractNumber ? `?${new URLSearchParams({ contract: contractNumber })}` : '';
    return (
      await client.call({
        method: 'GET',
        path: `/ticketapi/v1/Contract/InsuranceContract/${factorPath(factorId)}${query}`,
        schema: InsuranceContractDocumentResponse,
      })
    ).data;
  },
});
