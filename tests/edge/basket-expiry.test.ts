import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSandboxState } from '@/server/sandbox/app';
import { hotelItemDetails } from '../fixtures/basket';
import { cookieFrom, harness } from './harness';

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
const guests = { rooms: [[{ firstName: 'مریم', lastName: 'رضایی', gender: 'FEMALE', isIranian: true, nationalCode: '0012345679', passportNumber: '' }, { firstName: 'سارا', lastName: 'رضایی', gender: 'FEMALE', isIranian: true, nationalCode: '1234567891', passportNumber: '' }]], leader: 0, mobile: '09121234567', email: '' };

function mk() {
    const clock = { t: Date.now() };
    const h = harness({ now: () => clock.t, sandbox: { clock: () => clock.t } });
    let cookie = '';
    const keep = (r: Response) => { try { cookie = cookieFrom(r); } catch {} return r; };
    const post = async (p: string, b: unknown) => keep(await h.request(p, { method: 'POST', headers: { ...same, ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify(b) }));
    const get = async (p: string) => keep(await h.request(p, { headers: cookie ? { Cookie: cookie } : {} }));
    return { h, clock, post, get };
}
describe('repro', () => {
  it('plain guest 16/40 min', async () => {
    const { h, clock, post, get } = mk();
    await get('/api/session');
    expect((await post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
    clock.t += 16 * 60_000;
    console.log('plain 16', (await (await get('/api/basket/current')).text()).slice(0, 80));
    clock.t += 30 * 60_000;
    console.log('plain 46', (await (await get('/api/basket/current')).text()).slice(0, 80));
    const g = await post('/api/checkout/hotel', guests);
    console.log('guests', g.status, await g.text());
    clock.t += 16 * 60_000;
    const p = await post('/api/checkout/pay', { credit: 'none' });
    console.log('pay', p.status, (await p.text()).slice(0, 300));
    console.log(h.calls.slice(-8).map((c) => c.method + ' ' + c.path));
  });
});
