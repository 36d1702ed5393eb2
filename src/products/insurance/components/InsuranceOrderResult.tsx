/**
 * The insurance result page's body: the shared frame (components/checkout/OrderResultFrame) around the contract number
 * of every insured (the order's documents of kind `contract`); its PDF holds one page per insured.
 */
import { css } from '../../../../styled-system/css';
import { documentsPanel, OrderResultFrame } from '@/components/checkout/OrderResultFrame';
import * as messages from '@/lib/messages';
import type { CheckoutOrder } from '@/server/schemas/provision';
import { insuranceDocument as d, insuranceTravellers } from '../messages';

export function InsuranceOrderResult({ order }: { order: CheckoutOrder }) {
  const contracts = order.tickets.filter((t) => t.kind === 'contract');
  return (
    <OrderResultFrame
      order={order}
      issued={d.issued}
      pdf={`${messages.tickets.view(d.title)} (PDF)`}
      page={messages.tickets.view(d.title)}
      searchHref="/insurance"
    >
      {contracts.length > 0 ? (
        <section aria-labelledby="contracts-title" className={documentsPanel}>
          <h2 id="contracts-title" className={css({ fontWeight: 'bold' })}>
            {d.title}
          </h2>
          <table className={css({ w: 'full', textAlign: 'start' })}>
            <thead>
              <tr>
                <th scope="col">{insuranceTravellers.title}</th>
                <th scope="col">{d.number}</th>
              </tr>
            </thead>
            <tbody>
              {contracts.map((t) => (
                <tr key={t.number} data-testid="contract-row">
                  <td dir="ltr">{t.name}</td>
                  <td dir="ltr" data-testid="contract-number">
                    {t.number}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </OrderResultFrame>
  );
}
