import { showAlert } from '@/components/ui/alerts';
import { ALERT_DURATION_MS } from '@/lib/constants';
import * as hotelMessages from '@/products/hotel/messages';

/**
 * A counter or agent who logged in to reserve is priced differently (spec 000 §4): «your profile includes a price
 * discount, please select again», and the page loads again with that profile's prices. `show` puts the notice on this
 * page for an alert's time; the load then carries it over as an alert (components/ui/alerts.ts), since the choosing
 * again happens on the reloaded page (before, the notice went with the page after 1.5 s, and on a slow load was
 * never seen next to the prices it is about).
 */
export function repriceForCounter(show: (text: string) => void): void {
  const text = hotelMessages.hotelSearch.counterDiscount;
  show(text);
  window.setTimeout(() => {
    showAlert('info', text);
    window.location.reload();
  }, ALERT_DURATION_MS);
}
