import type { PageProps } from 'waku/router';
import { PaymentResult } from '@/components/checkout/PaymentResult';
import { CHECKOUT_PRODUCTS } from '@/products/registry.server';

// /checkout/{type}/result: where the payment page sends the traveller back ({type}: the product's id, its definition's
// resultPath). The query only names the order and the payment; what the page says is the supplier's answer for this
// session (components/checkout/PaymentResult.tsx), never the URL's words.
export default async function CheckoutResultPage({ type, query }: PageProps<'/checkout/[type]/result'>) {
  return <PaymentResult type={type} query={query} products={CHECKOUT_PRODUCTS} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
