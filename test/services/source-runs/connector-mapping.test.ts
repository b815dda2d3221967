/** A connector's saved columns over the matcher's proposal, and its reading options. */
import { describe, expect, it } from 'vitest';
import { applyConnector, readingOptionsOf } from '../../../src/services/source-runs/connector-mapping.ts';

const connector = {
  connectorId: 'c',
  name: 'Export',
  updatedAt: new Date(),
  reading: { encoding: 'latin1', delimiter: ';', header_row: null, sheet: '2', records_path: null },
  columns: [
    { column_id: 'email', source: 'Courriel', value_map: null },
    { column_id: 'name', source: 'Nom', value_map: { Bob: 'Robert' } },
    { column_id: 'city', source: null, value_map: null },
  ],
};

const proposed = [
  { column_id: 'email', technical_name: 'email', source: 'Mail', score: 0.8, explanation: 'similar' },
  { column_id: 'name', technical_name: 'name', source: 'Name', score: 0.9, explanation: 'same' },
  { column_id: 'city', technical_name: 'city', source: 'Ville', score: 0.7, explanation: 'synonym' },
  { column_id: 'zip', technical_name: 'zip', source: 'ZIP', score: 1, explanation: 'same' },
];

describe('applying a connector', () => {
  it('takes its columns as they are, value maps and unmapped ones included', () => {
    const columns = applyConnector(proposed, ['Mail', 'Courriel', 'Nom', 'Ville', 'ZIP'], connector);
    expect(columns).toEqual([
      { column_id: 'email', technical_name: 'email', source: 'Courriel' },
      { column_id: 'name', technical_name: 'name', source: 'Nom', value_map: { Bob: 'Robert' } },
      { column_id: 'city', technical_name: 'city', source: null },
      // A column the connector does not know keeps the matcher's proposal.
      proposed[3],
    ]);
  });

  it('keeps the matcher’s proposal where the file lacks the saved header', () => {
    const columns = applyConnector(proposed, ['Mail', 'Nom', 'Ville', 'ZIP'], connector);
    expect(columns[0]).toEqual(proposed[0]);
    expect(columns[1]?.source).toBe('Nom');
  });

  it('reads with its options, leaving the detected ones out and a sheet position as a number', () => {
    expect(readingOptionsOf(connector)).toEqual({ encoding: 'latin1', delimiter: ';', sheet: 2 });
  });
});
