import type { ReactNode } from 'react';
import { CashbackAlert } from '@/components/layout/CashbackAlert';
import { Chrome } from '@/components/layout/Chrome';
import { FloatingButtons } from '@/components/layout/FloatingButtons';

/** Default layout: header, footer, floating WhatsApp + call buttons, the headphone toggle and the cashback alert. */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Chrome
      after={
        <>
          <FloatingButtons />
          <CashbackAlert />
        </>
      }
    >
      {children}
    </Chrome>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
