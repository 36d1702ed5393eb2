/**
 * Customers of a BUYFOROTHER user and saved (or an agent's) passengers, for server components (the dashboard's
 * customers and passengers pages). The browser reaches the same calls through the edge allow-list (/api/account/…).
 */
import { CustomerListResponse, SavedPassengerResponse, SavedPassengersResponse, type SavePassengerRequest } from '../schemas/agency';
import type { UpstreamClient } from './request';

export const agencyApi = (client: UpstreamClient) => ({
  customers: async () => (await client.call({ method: 'GET', path: '/api2/Customer/GetCustomers', schema: CustomerListResponse })).data,
  passengers: async () => (await client.call({ method: 'GET', path: '/v2/user/order_passengers/', schema: SavedPassengersResponse })).data,
  savePassenger: async (passenger: SavePassengerRequest) =>
    (await client.call({ method: 'POST', path: '/v2/user/order_passengers/', body: passenger, schema: SavedPassengerResponse })).data,
});
