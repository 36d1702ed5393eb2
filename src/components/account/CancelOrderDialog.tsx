'use client';
/**
 * «Cancel» of one issued order from the dashboard, for a product that offers it (CheckoutProductDefinition.cancel):
 * a confirm step in a dialog, then POST /api/account/orders/{id}/cancel. What came back and where (the wallet at
 * once, or the payer's card) is said; the supplier's refusal (already cancelled, the trip started) is shown in the
 * dialog as it wrote it. The rules live with the product and its supplier; this only asks and reports.
 */
import { useState } from 'react';
import { useRouter } from 'waku';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import type { CancelOutcome } from '@/server/checkout/products';
import { toman } from '../dashboard/format';
import { edgeJson } from '../edge-client';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { showAlert } from '../ui/alerts';

const t = messages.orderCancel;

export function CancelOrderDialog({
  factorId,
  officialFactorId,
  part,
}: {
  factorId: number;
  officialFactorId: string;
  /** One part of the order (its document id and title), cancelled on its own; absent: the whole order. */
  part?: { id: string; title: string };
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      const query = part ? `?part=${encodeURIComponent(part.id)}` : '';
      const res = await edgeJson<{ data: CancelOutcome }>(`/api/account/orders/${factorId}/cancel${query}`, { body: {} });
      if (!res.ok) return setError(res.message || messages.common.operationFailed);
      const out = res.data.data;
      const amount = toman(out.refundAmount);
      const done = part
        ? out.refundedTo === 'wallet'
          ? t.partDoneWallet(part.title, amount)
          : t.partDoneCard(part.title, amount)
        : out.refundedTo === 'wallet'
          ? t.doneWallet(amount)
          : t.doneCard(amount);
      showAlert('success', done);
      setOpen(false);
      await router.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant="outline"
        data-cancel-order={factorId}
        data-cancel-part={part?.id}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {part ? t.partButton(part.title) : t.button}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={part ? t.partButton(part.title) : t.title} testId="cancel-order-dialog">
        <p>{part ? t.partConfirm(part.title, officialFactorId) : t.confirm(officialFactorId)}</p>
        {error ? (
          <p role="alert" className={css({ color: 'red.11' })} data-testid="cancel-order-error">
            {error}
          </p>
        ) : null}
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <Button onClick={() => void submit()} disabled={busy} data-testid="cancel-order-confirm">
            {busy ? t.busy : t.yes}
          </Button>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t.no}
          </Button>
        </div>
      </Modal>
    </>
  );
}
