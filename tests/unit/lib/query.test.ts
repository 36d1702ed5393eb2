import { describe, expect, it } from 'vitest';
import { isPaidClick, omitKeys, toQuery, toSearchString, trackingParams } from '@/lib/query';

describe('toQuery', () => {
  it('reads a search string, first value wins', () => {
    expect(toQuery('?a=1&b=%D8%A2&a=2')).toEqual({ a: '1', b: 'آ' });
    expect(toQuery('a=1')).toEqual({ a: '1' });
  });
  it('reads URLSearchParams', () => {
    expect(
      toQuery(
        new URLSearchParams([
          ['x', '1'],
          ['x', '2'],
          ['y', ''],
        ]),
      ),
    ).toEqual({ x: '1', y: '' });
  });
  it('reads a framework query object', () => {
    expect(toQuery({ a: '1', b: ['2', '3'], c: undefined, d: null, e: [] })).toEqual({ a: '1', b: '2' });
  });
});

describe('query helpers', () => {
  it('builds a search string', () => {
    expect(toSearchString({})).toBe('');
    expect(toSearchString({ a: '1', b: 'x y' })).toBe('?a=1&b=x+y');
  });
  it('omits keys', () => {
    expect(omitKeys({ a: '1', b: '2', c: '3' }, ['b', 'z'])).toEqual({ a: '1', c: '3' });
  });
  it('keeps only utm_* and gclid as tracking', () => {
    expect(trackingParams({ utm_source: 's', utm_medium: 'm', gclid: 'g', id: '1', utm: 'no' })).toEqual({
      utm_source: 's',
      utm_medium: 'm',
      gclid: 'g',
    });
  });
  it.each([
    [{ gclid: 'x', utm_source: 'cpc' }, true],
    [{ gclid: 'x', utm_source: 'google' }, false],
    [{ utm_source: 'cpc' }, false],
    [{ gclid: '', utm_source: 'cpc' }, false],
  ])('isPaidClick(%j) = %s', (query, expected) => {
    expect(isPaidClick(query)).toBe(expected);
  });
});
