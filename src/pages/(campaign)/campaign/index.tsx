import { css } from '../../../../styled-system/css';
import { LuckyWheel } from '@/components/campaign/LuckyWheel';
import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { campaign } from '@/content/travel';
import { CAMPAIGN_EVENT_ID } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { upstream, viewer } from '@/server/request-context';
import { campaignApi } from '@/server/upstream/campaign';

/**
 * The campaign (event 16): the lucky wheel from the campaign game data (awards, questions, the account's result).
 * A supplier outage shows a Persian notice instead of the wheel; the page never waits past the calls' deadlines.
 */
export default async function CampaignPage() {
  const api = campaignApi(upstream());
  const { isLogin } = viewer();
  const game = await Promise.all([
    api.awards(CAMPAIGN_EVENT_ID),
    api.questions(CAMPAIGN_EVENT_ID),
    isLogin ? api.result(CAMPAIGN_EVENT_ID) : Promise.resolve(null),
  ]).catch((err: unknown) => {
    console.warn('campaign game data unavailable:', err instanceof Error ? err.message : err);
    return null;
  });
  return (
    <Article
      page={campaign}
      after={<SupportPhone />}
      wide={
        <div className={css({ maxW: '4xl', mx: 'auto', px: '4' })}>
          {game && game[0].length > 0 ? (
            <LuckyWheel
              awards={game[0]}
              questions={game[1]}
              winner={game[2]}
              isLogin={isLogin}
              loginHref={`/auth?redirectUrl=${encodeURIComponent('/campaign')}`}
            />
          ) : (
            <p role="status" data-campaign-unavailable className={css({ my: '6', p: '4', bg: 'gray.2', borderRadius: 'l2' })}>
              {messages.campaign.unavailable}
            </p>
          )}
        </div>
      }
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
