import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FlightPassengersForm } from '@/products/flight/components/passengers/FlightPassengersForm';
import {
  clearError,
  datePreview,
  fieldOrder,
  firstErrorPath,
  type FormState,
  formLevelErrors,
  initialFormState,
  reduceForm,
  restoreForm,
  savedChoices,
  serializeForm,
  slotHeadings,
  toInput,
  visibleFields,
} from '@/products/flight/components/passengers/model';
import { type FlightPassengerContext, SavedPassenger, validateFlightPassengers } from '@/products/flight/model/passengers';
import * as flightMessages from '@/products/flight/messages';
import * as v from 'valibot';

/** The model behind the flight passengers form, and its server render. */
const fp = flightMessages.flightPassengers;
const local: FlightPassengerContext = {
  departDate: '2026-12-03',
  returnDate: null,
  international: false,
  counts: { adult: 2, child: 1, infant: 1 },
};
const abroad: FlightPassengerContext = { ...local, returnDate: '2026-12-10', international: true };

const saved = [
  v.parse(SavedPassenger, {
    id: 's1',
    first_name: 'مریم',
    last_name: 'احمدی',
    gender: 'FEMALE',
    isIranian: true,
    nationalNumber: '0012345679',
    birth_date: '1990-05-01',
  }),
  v.parse(SavedPassenger, {
    id: 's2',
    first_name: 'آرش',
    last_name: 'احمدی',
    gender: 'MALE',
    isIranian: true,
    nationalNumber: '1234567891',
    birth_date: '2020-01-01',
  }),
  v.parse(SavedPassenger, {
    id: 's3',
    first_name: 'John',
    last_name: 'Smith',
    gender: 'MALE',
    isIranian: false,
    nationality: 'GB',
    doc_id: 'P',
    number: 'K1234567',
  }),
];

function filled(): FormState {
  let s = initialFormState(local, { mobile: '09121234567' });
  const fill = (index: number, patch: Partial<FormState['passengers'][number]>) => {
    s = reduceForm(s, { type: 'field', index, patch });
  };
  fill(0, { fnameFa: 'مریم', lnameFa: 'احمدی', nationalNumber: '0012345679', birthDate: '1369/02/11' });
  fill(1, { fnameFa: 'علی', lnameFa: 'احمدی', nationalNumber: '1234567891', birthDate: '1988-01-01' });
  fill(2, { fnameFa: 'آرش', lnameFa: 'احمدی', nationalNumber: '9876543210', birthDate: '2020-01-01' });
  fill(3, { fnameFa: 'سارا', lnameFa: 'احمدی', nationalNumber: '0045678901', birthDate: '۱۴۰۵ ۱ ۱۰' });
  return s;
}

describe('form model', () => {
  it('starts with the searched slots, adults first, the first adult leading', () => {
    const s = initialFormState(local);
    expect(s.passengers.map((p) => p.type)).toEqual(['adult', 'adult', 'child', 'infant']);
    expect(s.leader).toBe(0);
    expect(s.passengers.every((p) => p.nationality === 'IR' && p.isIranian)).toBe(true);
    expect(slotHeadings(s.passengers.map((p) => p.type))).toEqual(['بزرگسال ۱', 'بزرگسال ۲', 'کودک ۱', 'نوزاد ۱']);
  });

  it('submits what the edge accepts', () => {
    const r = validateFlightPassengers(toInput(filled()), local);
    expect(r.ok).toBe(true);
    // The normalised value passes again unchanged: the edge re-validates what the form sends.
    if (r.ok) expect(validateFlightPassengers(r.value, local)).toEqual(r);
  });

  it('keeps a slot its type and lets only an adult lead', () => {
    let s = reduceForm(initialFormState(local), { type: 'field', index: 3, patch: { type: 'adult' } });
    expect(s.passengers[3]?.type).toBe('infant');
    s = reduceForm(s, { type: 'leader', index: 3 });
    expect(s.leader).toBe(0);
    s = reduceForm(s, { type: 'leader', index: 1 });
    expect(s.leader).toBe(1);
  });

  it('switches nationality: a foreigner chooses a country, an Iranian is IR', () => {
    let s = reduceForm(initialFormState(local), { type: 'iranian', index: 0, isIranian: false });
    expect(s.passengers[0]).toMatchObject({ isIranian: false, nationality: '' });
    expect(visibleFields(s.passengers[0] ?? s.passengers[1]!, local)).toEqual([
      'gender',
      'nationality',
      'fnameEn',
      'lnameEn',
      'birthDate',
      'passportNumber',
      'passportOrigin',
      'passportExpireDate',
    ]);
    s = reduceForm(s, { type: 'field', index: 0, patch: { nationality: 'TR' } });
    s = reduceForm(s, { type: 'iranian', index: 0, isIranian: true });
    expect(s.passengers[0]).toMatchObject({ isIranian: true, nationality: 'IR' });
    expect(visibleFields(s.passengers[0]!, local)).toEqual(['gender', 'fnameFa', 'lnameFa', 'nationalNumber', 'birthDate']);
    expect(visibleFields(s.passengers[0]!, abroad)).toEqual([
      'gender',
      'fnameEn',
      'lnameEn',
      'nationalNumber',
      'birthDate',
      'passportNumber',
      'passportOrigin',
      'passportExpireDate',
    ]);
  });

  it('fills a slot from a saved passenger and offers each saved one once, by age', () => {
    let s = initialFormState(local);
    expect(savedChoices(saved, s, 0, local).map((c) => c.key)).toEqual(['s1', 's3']);
    expect(savedChoices(saved, s, 2, local).map((c) => c.key)).toEqual(['s2', 's3']);
    expect(savedChoices(saved, s, 3, local).map((c) => c.key)).toEqual(['s3']);
    s = reduceForm(s, { type: 'pick', index: 0, saved: saved[0] ?? null, key: 's1' });
    expect(s.passengers[0]).toMatchObject({ fnameFa: 'مریم', gender: 'FEMALE', nationalNumber: '0012345679', birthDate: '1990-05-01' });
    expect(savedChoices(saved, s, 1, local).map((c) => c.key)).toEqual(['s3']);
    expect(savedChoices(saved, s, 0, local).map((c) => c.key)).toEqual(['s1', 's3']);
    s = reduceForm(s, { type: 'pick', index: 0, saved: null, key: null });
    expect(s.passengers[0]?.fnameFa).toBe('');
    expect(s.picked[0]).toBeNull();
  });

  it('survives a reload through storage, and starts afresh for other counts', () => {
    const s = reduceForm(filled(), { type: 'leader', index: 1 });
    const raw = serializeForm(s);
    expect(restoreForm(raw, local)).toEqual(s);
    const other = restoreForm(raw, { ...local, counts: { adult: 1, child: 0, infant: 0 } });
    expect(other?.passengers.map((p) => p.type)).toEqual(['adult']);
    expect(other?.mobile).toBe('09121234567');
    expect(other?.leader).toBe(0);
    expect(restoreForm(null, local)).toBeNull();
    expect(restoreForm('{not json', local)).toBeNull();
    expect(restoreForm(JSON.stringify({ version: 99 }), local)).toBeNull();
    expect(restoreForm(JSON.stringify({ ...JSON.parse(raw), passengers: [{ type: 'x' }] }), local)).toBeNull();
  });

  it('focuses the first error in screen order and lists errors with no field on screen', () => {
    const s = initialFormState(local);
    const r = validateFlightPassengers(toInput(s), local);
    if (r.ok) throw new Error('expected errors');
    // The validator lists birthDate first (the spec's order); the screen shows the names first.
    expect(Object.keys(r.errors)[0]).toBe('p0.birthDate');
    expect(firstErrorPath(r.errors, s, local)).toBe('p0.fnameFa');
    expect(firstErrorPath({ 'contact.email': 'x', leader: 'y' }, s, local)).toBe('leader');
    expect(fieldOrder(s, local).slice(-3)).toEqual(['leader', 'contact.mobile', 'contact.email']);
    expect(formLevelErrors({ passengers: fp.countsMismatch, 'p0.fnameFa': 'x', 'p0.passportNumber': 'y' }, s, local)).toEqual([
      fp.countsMismatch,
      'y',
    ]);
    expect(clearError({ a: '1', b: '2' }, 'a')).toEqual({ b: '2' });
  });

  it('says how a typed date was read', () => {
    expect(datePreview('1369/02/11')).toBe('۱۱ اردیبهشت ۱۳۶۹ (۱ مه ۱۹۹۰)');
    expect(datePreview('19900501')).toBe('۱۱ اردیبهشت ۱۳۶۹ (۱ مه ۱۹۹۰)');
    expect(datePreview('1369/13/11')).toBeNull();
  });
});

describe('FlightPassengersForm server render', () => {
  const render = (ctx: FlightPassengerContext, withSaved?: typeof saved) =>
    renderToString(
      createElement(FlightPassengersForm, {
        context: ctx,
        storageKey: 'test',
        ...(withSaved ? { saved: withSaved } : {}),
        onSubmit: async () => {},
      }),
    );

  it('renders one labelled fieldset per passenger with its Persian heading', () => {
    const html = render(local);
    expect(html.match(/<fieldset/g)).toHaveLength(5);
    for (const heading of ['بزرگسال ۱', 'بزرگسال ۲', 'کودک ۱', 'نوزاد ۱']) expect(html).toContain(heading);
    expect(html).toContain(fp.labels.fnameFa);
    expect(html).toContain(fp.labels.nationalNumber);
    expect(html).toContain(fp.labels.leader);
    expect(html).toContain(fp.labels.mobile);
    expect(html).toContain(fp.labels.email);
    // Local flight, Iranian passengers: no passport fields, no Latin names.
    expect(html).not.toContain(fp.labels.passportNumber);
    expect(html).not.toContain(fp.labels.fnameEn);
    // A guest (no saved list) gets neither the picker nor the save box.
    expect(html).not.toContain(fp.labels.savedPick);
    expect(html).not.toContain(fp.labels.save);
    // Every input and select has a label pointing at it.
    const ids = [...html.matchAll(/<(?:input|select)[^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(html).toContain(`for="${id}"`);
  });

  it('asks for Latin names and passports on an international trip', () => {
    const html = render(abroad);
    expect(html.match(new RegExp(fp.labels.passportNumber, 'g'))).toHaveLength(4);
    expect(html.match(new RegExp(fp.labels.passportExpireDate, 'g'))).toHaveLength(4);
    expect(html).toContain(fp.labels.fnameEn);
    expect(html).not.toContain(fp.labels.fnameFa);
    expect(html).toContain(fp.labels.namesInternational);
  });

  it('offers saved passengers and saving to a logged-in traveller', () => {
    const html = render(local, saved);
    expect(html).toContain(fp.labels.savedPick);
    expect(html).toContain('مریم احمدی');
    expect(html.match(new RegExp(fp.labels.save, 'g'))).toHaveLength(4);
  });
});
