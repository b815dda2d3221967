import { describe, expect, it } from 'vitest';
import { MAX_RENDERED_LABEL, renderLabel } from '../../../src/domain/constraints/label.ts';

describe('renderLabel on a hostile label', () => {
  it('fills placeholders as before when the result is short', () => {
    const values = new Map([['prefix', 'FR']]);
    expect(renderLabel('Must start with @prefix, write to sales@acme.com', values)).toBe(
      'Must start with FR, write to sales@acme.com',
    );
  });

  it('stops at MAX_RENDERED_LABEL characters, however many placeholders repeat a long argument', () => {
    const values = new Map([['values', 'v'.repeat(20_000)]]);
    const label = renderLabel('@values '.repeat(10_000), values);
    expect(label).toHaveLength(MAX_RENDERED_LABEL);
    expect(label.endsWith('…')).toBe(true);
  });
});
