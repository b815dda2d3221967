/** CSV cells read as write fields: empty is not sent, unreadable is a phrase said in the import's language. */
import { describe, expect, it } from 'vitest';
import { type Phrase, render } from '../../../src/domain/messages/index.ts';
import {
  booleanCell,
  choiceCell,
  columnTypeCell,
  integerCell,
  listCell,
  userMetadataCell,
} from '../../../src/services/bulk-imports/cells.ts';

describe('cells', () => {
  it.each([
    ['', undefined],
    [' TRUE ', true],
    ['yes', true],
    ['0', false],
    ['No', false],
  ])('reads the boolean %j as %j', (text, value) => {
    expect(booleanCell(text)).toEqual({ value });
  });

  it('refuses what is neither true nor false, a position below 1 and a choice not listed', () => {
    expect(booleanCell('maybe')).toHaveProperty('problem');
    expect(integerCell('0')).toHaveProperty('problem');
    expect(integerCell('2.5')).toHaveProperty('problem');
    const refused = choiceCell('de', ['en', 'fr']) as { problem: Phrase };
    expect(render(refused.problem, 'en')).toBe(
      'The value you selected is not a valid choice. Valid choices: en, fr.',
    );
    expect(render(refused.problem, 'fr')).toBe(
      'La valeur choisie n’est pas un choix valide. Choix valides : en, fr.',
    );
  });

  it('splits lists on |, trimmed, empty parts dropped', () => {
    expect(listCell(' a | b ||c ')).toEqual({ value: ['a', 'b', 'c'] });
    expect(listCell('  ')).toEqual({ value: undefined });
  });

  it('reads a column type by name or as a JSON object', () => {
    expect(columnTypeCell('TEXT')).toEqual({ value: { type: 'TEXT' } });
    expect(columnTypeCell('{"type":"NUMBER","number_data_type":{"decimals":2}}')).toEqual({
      value: { type: 'NUMBER', number_data_type: { decimals: 2 } },
    });
    expect(columnTypeCell('{broken')).toHaveProperty('problem');
  });

  it('reads user_metadata as a JSON array of name and value', () => {
    expect(userMetadataCell('[{"name":"a","value":"1"},{"name":"b"}]')).toEqual({
      value: [
        { name: 'a', value: '1' },
        { name: 'b', value: null },
      ],
    });
    expect(userMetadataCell('[{"value":"1"}]')).toHaveProperty('problem');
    expect(userMetadataCell('{"name":"a"}')).toHaveProperty('problem');
  });
});
