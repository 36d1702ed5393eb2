import { describe, expect, it } from 'vitest';
import { createContext } from '@/server/sandbox/context';
import { REFERENCE_DATE } from '@/server/sandbox/data/accounts';
import { getStore, resetSandboxStores } from '@/server/sandbox/store';

/** Issue 48 point 4e: the seeded wallet history is history: no sample transaction is dated after the seed's day. */
describe('seeded transactions', () => {
  it('every seeded transaction and approved cashback is dated on or before the reference day', async () => {
    resetSandboxStores();
    const store = await getStore(createContext({ seed: 1405 }));
    const end = `${REFERENCE_DATE}T23:59:59.999Z`;
    let n = 0;
    for (const [, rows] of store.transactions)
      for (const t of rows) {
        n++;
        expect(t.createdAt <= end, `${t.description} ${t.createdAt}`).toBe(true);
      }
    expect(n).toBeGreaterThan(5);
    for (const [, items] of store.cashback) for (const c of items) if (c.status === 'approved') expect(c.createdAt <= end).toBe(true);
  });
});
