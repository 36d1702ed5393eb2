import { describe, expect, it } from 'vitest';
import { tileOrigin } from '@/edge/security';

describe('map tile origin for the CSP', () => {
  it.each([
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['https://tiles.example.com:8443/{z}/{x}/{y}.png', 'https://tiles.example.com:8443'],
    ['http://insecure.example/{z}', null],
    ['', null],
    [undefined, null],
    ["https://x.example/'unsafe-inline'", 'https://x.example'],
  ])('%s → %s', (input, out) => expect(tileOrigin(input)).toBe(out));
});
