/**
 * «لغو رایگان تا ۱۴ آذر ۱۴۰۵»: shown on a result card and a package when the supplier says the package cancels
 * without penalty until that day (its cancellation rules' charge-free window). Nothing when it does not.
 */
import { css } from '../../../../styled-system/css';
import { formatJalali } from '@/lib/date-format';
import * as hotelMessages from '@/products/hotel/messages';
import { CheckIcon } from '@/components/ui/icons';

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  w: 'fit',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'medium',
  // Dark green on pale green: 7:1, above the 4.5:1 axe asks of small text.
  color: '[#14532d]',
  bg: '[#dcfce7]',
});

export function FreeCancellationChip({ until }: { until: string | null | undefined }) {
  if (!until) return null;
  return (
    <span className={chip} data-testid="free-cancellation" data-until={until}>
      <CheckIcon />
      {hotelMessages.packages.freeCancellationUntil(formatJalali(until))}
    </span>
  );
}
