import type { ReactNode } from 'react';
import { DashboardShell } from '@/components/dashboard/DashboardShell';
import { Chrome } from '@/components/layout/Chrome';

/** Dashboard layout: sidebar + content when logged in, the inline login otherwise. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <Chrome>
      <DashboardShell>{children}</DashboardShell>
    </Chrome>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
