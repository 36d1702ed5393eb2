import { describe, expect, it } from 'vitest';
import { checkDocumentFile, DOCUMENT_FILE_ID, DOCUMENT_FILE_MAX_BYTES, declaredDocumentType, sniffDocumentType } from '@/lib/document-file';
import * as messages from '@/lib/messages';
import { emptyTraveller, checkTraveller, type TravellerContext, type TravellerIdentity } from '@/lib/travellers';
import { sniff } from '@/server/sandbox/routes/uploads';

/**
 * Issue 49 point 9, the passport scan: the one rule the travellers form, the edge's upload route and the sandbox share
 * (src/lib/document-file.ts), and the optional `passportScanId` a traveller carries (src/lib/travellers.ts).
 */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = new TextEncoder().encode('%PDF-1.7');
const GIF = new TextEncoder().encode('GIF89a..');
const u = messages.uploads;

describe('a scanned document: JPEG, PNG or PDF by its bytes, at most 2 MB', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['PDF', PDF, 'application/pdf'],
    ['GIF', GIF, null],
    ['nothing', new Uint8Array(0), null],
    ['a PDF cut before its dash', new TextEncoder().encode('%PDF'), null],
  ])('%s → %s (the sandbox reads the same)', (_, bytes, type) => {
    expect(sniffDocumentType(bytes)).toBe(type);
    expect(sniff(bytes)).toBe(type);
  });

  it('a declared type: image/jpg is JPEG; none or octet-stream declares nothing', () => {
    expect(declaredDocumentType('image/JPG')).toBe('image/jpeg');
    expect(declaredDocumentType('')).toBeNull();
    expect(declaredDocumentType('application/octet-stream')).toBeNull();
  });

  it.each<[string, { size: number; type: string }, Uint8Array, ReturnType<typeof checkDocumentFile>]>([
    ['a PNG', { size: 1000, type: 'image/png' }, PNG, { ok: true, type: 'image/png' }],
    ['a JPEG declared image/jpg', { size: 1000, type: 'image/jpg' }, JPEG, { ok: true, type: 'image/jpeg' }],
    ['a PDF of exactly 2 MB, no declared type', { size: DOCUMENT_FILE_MAX_BYTES, type: '' }, PDF, { ok: true, type: 'application/pdf' }],
    ['one byte over 2 MB', { size: DOCUMENT_FILE_MAX_BYTES + 1, type: 'image/png' }, PNG, { ok: false, status: 413, message: u.tooLarge }],
    ['an empty file', { size: 0, type: 'image/png' }, new Uint8Array(0), { ok: false, status: 400, message: u.noFile }],
    ['a GIF', { size: 1000, type: 'image/gif' }, GIF, { ok: false, status: 400, message: u.badType }],
    ['a JPEG called a PNG', { size: 1000, type: 'image/png' }, JPEG, { ok: false, status: 400, message: u.mismatch }],
  ])('%s', (_, file, head, expected) => {
    expect(checkDocumentFile(file, head)).toEqual(expected);
  });

  it('every refusal is Persian', () => {
    for (const text of [u.noFile, u.tooLarge, u.badType, u.mismatch, u.notForm, u.badId, u.failed, u.busy]) {
      expect(text).toMatch(/[\u0600-\u06FF]/);
      expect(text).not.toMatch(/[0-9]/);
    }
  });
});

describe('a traveller’s passportScanId (optional, where a passport is asked)', () => {
  const abroad: TravellerContext = { international: true, travelDate: '2026-12-01', lastDay: '2026-12-05', nationalCodeAbroad: false };
  const home: TravellerContext = { ...abroad, international: false };
  const traveller: TravellerIdentity = {
    ...emptyTraveller(),
    fnameEn: 'Maryam',
    lnameEn: 'Ahmadi',
    fnameFa: 'مریم',
    lnameFa: 'احمدی',
    nationalCode: '0012345679',
    passportNumber: 'K12345678',
    passportExpiry: '2031-01-01',
  };

  it('abroad: a supplier file id is kept; none is fine; a malformed one is a Persian field error', () => {
    expect(DOCUMENT_FILE_ID.test('up-AbC_12-xyz0987654')).toBe(true);
    const kept = checkTraveller({ ...traveller, passportScanId: 'up-AbC_12-xyz0987654' }, abroad);
    expect(kept.errors).toEqual({});
    expect(kept.value.passportScanId).toBe('up-AbC_12-xyz0987654');
    const none = checkTraveller(traveller, abroad);
    expect(none.errors).toEqual({});
    expect('passportScanId' in none.value).toBe(false);
    const bad = checkTraveller({ ...traveller, passportScanId: '../../etc/passwd' }, abroad);
    expect(bad.errors).toEqual({ passportScanId: u.badId });
    expect('passportScanId' in bad.value).toBe(false);
  });

  it('at home an Iranian gives no passport, so a scan is dropped, never refused', () => {
    const r = checkTraveller({ ...traveller, passportScanId: 'nonsense!' }, home);
    expect(r.errors).toEqual({});
    expect('passportScanId' in r.value).toBe(false);
  });
});
