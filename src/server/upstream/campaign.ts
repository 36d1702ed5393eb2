/**
 * The campaign game's calls (spec 001 §7 "Lucky wheel and questions"): the page reads the awards, the questions and
 * the account's result; the browser answers and tries its chance through the edge's allow-list (src/edge/api-routes.ts).
 * Each read is bounded (one try, a short deadline): the page shows an outage notice rather than wait.
 */
import { AwardsResponse, QuestionsResponse, ResultResponse, type Award, type CampaignWinner, type Question } from '../schemas/campaign';
import type { UpstreamClient } from './request';

const CAMPAIGN_DEADLINE_MS = 5_000;

export const campaignApi = (client: UpstreamClient) => ({
  awards: async (eventId: number): Promise<Award[]> =>
    (
      await client.call({
        method: 'GET',
        path: `/api2/luckywheel/Awards?EventId=${eventId}`,
        schema: AwardsResponse,
        retries: 0,
        deadlineMs: CAMPAIGN_DEADLINE_MS,
      })
    ).data,
  questions: async (eventId: number): Promise<Question[]> =>
    (
      await client.call({
        method: 'GET',
        path: `/api2/Question?IsQuestionActive=true&IsItemActive=true&EventId=${eventId}`,
        schema: QuestionsResponse,
        retries: 0,
        deadlineMs: CAMPAIGN_DEADLINE_MS,
      })
    ).data,
  /** The account's prize (null before its try). */
  result: async (eventId: number): Promise<CampaignWinner | null> =>
    (
      await client.call({
        method: 'GET',
        path: `/api2/luckywheel/Result?EventId=${eventId}`,
        schema: ResultResponse,
        retries: 0,
        deadlineMs: CAMPAIGN_DEADLINE_MS,
      })
    ).data,
});
