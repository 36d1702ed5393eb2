/**
 * «Pay again» for an order waiting for its payment, by its number: a plain form POST to the edge
 * (src/edge/checkout-routes.ts `PAY_AGAIN_PATH`), which makes the order's basket (read by the order's number) the
 * session's and opens its review. Works without scripts; no product named.
 */
import * as messages from '@/lib/messages';
import { css } from '../../../styled-system/css';

export const PAY_AGAIN_ACTION = '/api/checkout/pay-again';

export function PayAgainForm({
  factorId,
  label = messages.payment.payAgain,
  testId = 'pay-again',
  compact = false,
  describedBy,
}: {
  factorId: number;
  label?: string;
  testId?: string;
  compact?: boolean;
  /** What the button pays (a table row's order number), for a screen reader. */
  describedBy?: string;
}) {
  return (
    <form method="post" action={PAY_AGAIN_ACTION} className={css({ display: 'inline' })}>
      <input type="hidden" name="factorId" value={String(factorId)} />
      <button
        type="submit"
        data-testid={testId}
        aria-describedby={describedBy}
        className={css({
          bg: 'primary.default',
          color: 'primary.fg',
          px: compact ? '3' : '5',
          py: compact ? '1' : '2.5',
          fontSize: compact ? 'sm' : 'md',
          borderRadius: 'l2',
          fontWeight: 'bold',
          cursor: 'pointer',
          _hover: { bg: 'primary.emphasized' },
        })}
      >
        {label}
      </button>
    </form>
  );
}
