/**
 * The 402s a plan raises name the permission or the limitation by its description: the English,
 * word for word the description of src/domain/plans.ts, and the catalog's words in other languages.
 */
import { describe, expect, it } from 'vitest';
import { ProductRequired } from '../../src/domain/errors.ts';
import { errorMessage } from '../../src/domain/messages/index.ts';
import { defaultPlan, LIMITATIONS, PERMISSIONS, type Plan } from '../../src/domain/plans.ts';
import { requirePermission, requireWithinLimit } from '../../src/domain/product.ts';

function refusal(work: () => void): ProductRequired {
  try {
    work();
  } catch (error) {
    if (error instanceof ProductRequired) return error;
    throw error;
  }
  throw new Error('nothing was refused');
}

const none: Plan = { ...defaultPlan(), permissions: [] };

describe('a plan refusal', () => {
  it.each(Object.entries(PERMISSIONS))('names the permission %s by its description', (name, description) => {
    const error = refusal(() => requirePermission(none, name));
    expect(error.message).toBe(`Your plan does not include ${description}.`);
    expect(error.code).toBe('exception.permission');
    expect(errorMessage(error, 'fr')).toMatch(/^Votre offre n'inclut pas /);
    expect(errorMessage(error, 'fr')).not.toContain(description);
  });

  it.each(Object.entries(LIMITATIONS))(
    'names the limitation %s by its description',
    (name, { description }) => {
      const error = refusal(() =>
        requireWithinLimit({ ...defaultPlan(), limitations: { [name]: 2 } }, name, 3),
      );
      expect(error.message).toBe(`${description}: your plan allows 2, this needs 3.`);
      expect(error.code).toBe('exception.limitation');
      expect(errorMessage(error, 'de')).toMatch(/: Ihr Tarif erlaubt 2, benötigt werden 3\.$/);
      expect(errorMessage(error, 'de')).not.toContain(description);
    },
  );

  it('names a permission or a limitation the plans do not describe by its name', () => {
    expect(refusal(() => requirePermission(none, 'X_LATER')).message).toBe(
      'Your plan does not include X_LATER.',
    );
    const later = { ...defaultPlan(), limitations: { LATER: 0 } };
    expect(refusal(() => requireWithinLimit(later, 'LATER', 1)).message).toBe(
      'LATER: your plan allows 0, this needs 1.',
    );
  });
});
