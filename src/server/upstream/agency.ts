/**
 * Customers of a BUYFOROTHER user and saved (or an agent's) passengers, for server components (the dashboard's
 * customers and passengers pages). The browser reaches the same calls through the edge allow-list (/api/account/…).
 */
import {
  AgentServicesResponse,
  CustomerListResponse,
  FormPluginResponse,
  SavedPassengerResponse,
  SavedPassengersResponse,
  type SavePassengerRequest,
} from '../schemas/agency';
import type { UpstreamClient } from './request';

export const agencyApi = (client: UpstreamClient) => ({
  customers: async () => (await client.call({ method: 'GET', path: '/api2/Customer/GetCustomers', schema: CustomerListResponse })).data,
  passengers: async () => (await client.call({ method: 'GET', path: '/v2/user/order_passengers/', schema: SavedPassengersResponse })).data,
  /**
   * An agent's passenger list by the catalogue's path (`GetPassengerInfos/{agentId}/{id}{filter}`: its saved travellers
   * and the travellers of its orders); the supplier answers only the agent's own id.
   */
  agentPassengers: async (agentId: string, filter = '') =>
    (
      await client.call({
        method: 'GET',
        path: `/api2/PassengerInfoes/GetPassengerInfos/${encodeURIComponent(agentId)}/${encodeURIComponent(agentId)}?filter=${encodeURIComponent(filter)}`,
        schema: SavedPassengersResponse,
      })
    ).data,
  savePassenger: async (passenger: SavePassengerRequest) =>
    (await client.call({ method: 'POST', path: '/v2/user/order_passengers/', body: passenger, schema: SavedPassengerResponse })).data,
  /** The supplier's extra services for agencies (GetAgentServicePluginList; 403 for other accounts). */
  agentServices: async () =>
    (
      await client.call({
        method: 'POST',
        path: '/api2/AgentServices/GetAgentServicePluginList',
        body: {},
        schema: AgentServicesResponse,
        idempotent: true,
      })
    ).data,
  /** A service's form, by the three ids the list gives it (GetFormPlugin; 404 unless they name one service). */
  formPlugin: async (serviceId: number, entityFormId: number, extraId: number) =>
    (
      await client.call({
        method: 'GET',
        path: `/api2/FormBuilder/GetFormPlugin/${serviceId}/${entityFormId}/${extraId}`,
        schema: FormPluginResponse,
      })
    ).data,
});
