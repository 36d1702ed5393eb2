/** Basket calls (spec 001 §7 "Basket"). The whole basket is written at once; `version` guards concurrent edits. */
import { BasketDeleteResponse, BasketResponse, ExternalBasketResponse, PaymentLinkResponse } from '../schemas/basket';
import type { UpstreamClient } from './request';

export const basketApi = (client: UpstreamClient) => ({
  create: (data: string) =>
    client.call({ method: 'POST', path: '/api2/Basket/Create', body: { data }, schema: BasketResponse }).then((r) => r.data),
  get: (basketId: number) =>
    client.call({ method: 'GET', path: `/api2/Basket/FindByCurrentUser/${basketId}`, schema: BasketResponse }).then((r) => r.data),
  /** Rejects with an UpstreamError (http 409, code basket_version_conflict) when `version` is stale. */
  edit: (basketId: number, data: string, version: number) =>
    client
      .call({ method: 'PUT', path: '/api2/Basket/Edit', body: { basketId, data, version }, schema: BasketResponse })
      .then((r) => r.data),
  /** The basket one of the caller's orders was booked from (GetByFactorId); 404 when it is gone. */
  byFactor: (factorId: number) =>
    client.call({ method: 'GET', path: `/api2/Basket/GetByFactorId/${factorId}`, schema: BasketResponse }).then((r) => r.data),
  /** Deletes the whole basket (DELETE by id); 409 once it was paid. */
  remove: (basketId: number) =>
    client.call({ method: 'DELETE', path: `/api2/Basket/Delete/${basketId}`, schema: BasketDeleteResponse }).then((r) => r.data),
  /** The owner sends the customer a payment link by SMS (`{linkBase}{externalId}`); 409 once the basket is paid. */
  paymentLink: (basketId: number, mobile: string, linkBase: string) =>
    client
      .call({ method: 'POST', path: '/api2/Basket/PaymentLink', body: { basketId, mobile, linkBase }, schema: PaymentLinkResponse })
      .then((r) => r.data),
  /** A payment link's basket and its basket-limited token; 404 unknown, 410 expired, 409 `basket_paid`. No retry. */
  byExternalId: (externalId: string) =>
    client
      .call({ method: 'GET', path: `/api2/Basket/GetByExternalId/${encodeURIComponent(externalId)}`, schema: ExternalBasketResponse })
      .then((r) => r.data),
});
