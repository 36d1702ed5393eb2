/**
 * The sandbox's campaign game (issue 49 point 5) in process and over HTTP: every answer fits the one schema module
 * (src/server/schemas/campaign.ts); the guest is refused; answers first; one try per account; the same seed and
 * account land on the same award; bad input is a 4xx.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '@/server/sandbox/app';
import { campaignCouponCode, campaignPick } from '@/server/sandbox/data/campaign';
import { CAMPAIGN_MSG } from '@/server/sandbox/routes/campaign';
import { ErrorBody } from '@/server/schemas';
import { AnswersResponse, AwardsResponse, QuestionsResponse, ResultResponse, TryYourChanceResponse } from '@/server/schemas/campaign';
import { authed, type Call, guestLogin, type HttpSandbox, inProcess, json, login, startHttpSandbox } from './client';

const PASSWORD = 'Sandbox!234';

async function call(c: Call, path: string, token: string, body?: unknown) {
  const res = await c(path, body === undefined ? { headers: authed(token) } : json(body, authed(token)));
  return { status: res.status, body: (await res.json()) as unknown };
}

function contract(label: string, getCall: () => Call) {
  describe(`campaign contract: ${label}`, () => {
    let guest = '';
    let user = '';
    beforeAll(async () => {
      guest = (await guestLogin(getCall())).access_token;
      user = (await login(getCall(), '09120000002', PASSWORD)).access_token;
    });

    it('awards and questions of event 16 fit their schemas; another event has none', async () => {
      const awards = await call(getCall(), '/api2/luckywheel/Awards?EventId=16', guest);
      expect(awards.status).toBe(200);
      expect(v.parse(AwardsResponse, awards.body).data.length).toBeGreaterThanOrEqual(2);
      const questions = await call(getCall(), '/api2/Question?IsQuestionActive=true&IsItemActive=true&EventId=16', guest);
      expect(v.parse(QuestionsResponse, questions.body).data.length).toBeGreaterThanOrEqual(1);
      expect((await call(getCall(), '/api2/luckywheel/Awards?EventId=3', guest)).status).toBe(404);
      expect(v.parse(QuestionsResponse, (await call(getCall(), '/api2/Question?EventId=3', guest)).body).data).toEqual([]);
    });

    it('the guest may not try; an account answers, tries once, and Result keeps its prize', async () => {
      const refused = await call(getCall(), '/api2/luckywheel/TryYourChance', guest, { eventId: 16 });
      expect(refused.status).toBe(403);
      expect(v.is(ErrorBody, refused.body)).toBe(true);
      expect(v.parse(ResultResponse, (await call(getCall(), '/api2/luckywheel/Result?EventId=16', user)).body).data).toBeNull();
      const early = await call(getCall(), '/api2/luckywheel/TryYourChance', user, { eventId: 16 });
      expect(early).toMatchObject({ status: 400, body: { message: CAMPAIGN_MSG.answerFirst } });
      const answered = await call(getCall(), '/api2/Question/Answers', user, { eventId: 16, answers: [{ questionId: 1, itemId: 3 }] });
      expect(v.parse(AnswersResponse, answered.body).succeed).toBe(true);
      const won = await call(getCall(), '/api2/luckywheel/TryYourChance', user, { eventId: 16 });
      expect(won.status).toBe(200);
      const winner = v.parse(TryYourChanceResponse, won.body).data;
      const again = await call(getCall(), '/api2/luckywheel/TryYourChance', user, { eventId: 16 });
      expect(again).toMatchObject({ status: 409, body: { code: 'campaign_already_played', message: CAMPAIGN_MSG.alreadyPlayed } });
      expect(v.parse(ResultResponse, (await call(getCall(), '/api2/luckywheel/Result?EventId=16', user)).body).data).toEqual(winner);
    });

    it('bad bodies are 400', async () => {
      for (const body of [{}, { eventId: 'x' }, { eventId: 0 }]) {
        expect((await call(getCall(), '/api2/luckywheel/TryYourChance', user, body)).status).toBe(400);
      }
      expect((await call(getCall(), '/api2/Question/Answers', user, { eventId: 16, answers: [] })).status).toBe(400);
    });
  });
}

const app = createSandboxApp({ seed: 31 });
contract('in process', () => inProcess(app));

let http: HttpSandbox | undefined;
beforeAll(async () => {
  http = await startHttpSandbox({ seed: 32 });
});
afterAll(async () => {
  await http?.close();
});
contract('over HTTP', () => {
  if (!http) throw new Error('HTTP sandbox not started');
  return http.call;
});

describe('determinism', () => {
  it('the same seed and account land on the same award and code; other seeds or accounts may not', () => {
    expect(campaignPick(41, 'u-3', 6)).toBe(campaignPick(41, 'u-3', 6));
    expect(campaignCouponCode(41, 'u-3')).toBe(campaignCouponCode(41, 'u-3'));
    expect(campaignCouponCode(41, 'u-3')).toMatch(/^WHEEL-[A-Z0-9]{6}$/);
    expect(campaignCouponCode(42, 'u-3')).not.toBe(campaignCouponCode(41, 'u-3'));
    const picks = new Set(Array.from({ length: 60 }, (_, i) => campaignPick(41, `u-${i}`, 6)));
    expect(picks.size).toBe(6); // every slice is reachable
  });
});
