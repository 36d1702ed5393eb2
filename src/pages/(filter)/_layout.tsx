import type { ReactNode } from 'react';
import { Chrome } from '@/components/layout/Chrome';

/** Filter layout (search results): header and footer, a wider main; no floating buttons, no cashback alert. */
export default async function FilterLayout({ children }: { children: ReactNode }) {
  return <Chrome wide>{children}</Chrome>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
