import type { PageProps } from 'waku/router';
import { PaymentResult } from '@/components/checkout/PaymentResult';
import { CHECKOUT_PRODUCTS } from '@/products/registry.server';

/**
 * The product-less payment result: the order named by `factorId`, looked up for the current session (issue 43: a
 * crafted `status=success&officialFactorId=…&trackingCode=…` shows nothing paid and none of its text).
 */
export default async function CheckoutResultPage(props: PageProps<'/checkout/result'>) {
  return <PaymentResult type={null} query={props.query} products={CHECKOUT_PRODUCTS} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
