import { describe, expect, it } from 'vitest';
import { isXmlName, toXmlName } from '../../../src/domain/format/xml-name.ts';

describe('XML names', () => {
  it.each(['line', '_x', 'prix_ttc', 'été', 'a-b.c1'])('accepts %s', (name) =>
    expect(isXmlName(name)).toBe(true),
  );
  it.each(['', '1a', '-a', 'a b', 'a:b', 'a&b'])('rejects %j', (name) => expect(isXmlName(name)).toBe(false));
  it('turns any column name into an element name', () => {
    expect(toXmlName('2nd price')).toBe('_2nd_price');
    expect(toXmlName('price')).toBe('price');
    expect(toXmlName('')).toBe('_');
  });
});
