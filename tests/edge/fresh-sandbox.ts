/**
 * The edge project runs its files one after another in one workerd per vitest worker (`isolate: false`,
 * vitest.config.ts), so modules and their state outlive a file. The sandbox keeps its store per seed in the module
 * (src/server/sandbox/store.ts), and the harnesses share seed 1405: without this, a file that changed a seeded
 * account (its currency, its wallet) would hand that account on to the next file. Each file starts from the seeded
 * store, as it did with a runtime of its own.
 */
import { resetSandboxStores } from '@/server/sandbox/store';

resetSandboxStores();
