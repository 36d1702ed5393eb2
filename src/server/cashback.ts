/**
 * The viewer's cashback percent for the «… تومان به کیف پول شما برمی‌گردد» line of result cards (spec 001 §9), from
 * the supplier's cashback configuration (one percent for every purchase: the configuration names no product). A
 * guest has no wallet: null without a call. Off or unavailable: null (no line, never a failed page).
 */
import { upstream, viewer } from './request-context';
import { accountApi } from './upstream/account';

export function viewerCashbackPercent(): Promise<number | null> {
  return viewer().isLogin ? accountApi(upstream()).cashbackPercent() : Promise.resolve(null);
}
