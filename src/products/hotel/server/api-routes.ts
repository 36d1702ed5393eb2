/**
 * The hotel's routes on the browser-facing API's allow-list (src/edge/proxy.ts): a room package's cancellation
 * rules (the table, and the supplier's text).
 */
import type { ApiRoute } from '@/server/api-route';
import { CancellationRulesResponse, ShowCancellationRuleRequest, ShowCancellationRuleResponse } from '@/server/schemas/cancellation';

export const HOTEL_API_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/hotels/:searchToken/packages/:packageId/cancellation-rules',
    upstream: '/api/hotel/core/v1/Hotels/:searchToken/packages/:packageId/cancellationRules',
    response: CancellationRulesResponse,
  },
  {
    method: 'POST',
    path: '/api/hotels/cancellation-rule-text',
    upstream: '/api2/hotelSales/showCancellationRule',
    body: ShowCancellationRuleRequest,
    response: ShowCancellationRuleResponse,
    idempotent: true,
  },
];
