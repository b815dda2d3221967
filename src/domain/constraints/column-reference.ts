/** Constraint arguments point at target columns in the condition DSL's form, `#(technical_name)`. */

const TARGET_REFERENCE = /^#\((.+)\)$/s;

/** The technical name inside `#(…)`, or null when the text is not a target column reference. */
export function parseTargetReference(text: string): string | null {
  const match = TARGET_REFERENCE.exec(text.trim());
  const name = match?.[1]?.trim();
  return name ? name : null;
}

/** Checks a referenced name against the template's columns; returns a message or null. */
export function unknownColumnMessage(name: string, targetColumns: readonly string[]): string | null {
  if (targetColumns.includes(name)) return null;
  return `The column "${name}" does not exist in this template.`;
}
