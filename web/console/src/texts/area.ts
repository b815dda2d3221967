/** One area's texts: French must have every English key, and no other. */
export function area<const En extends Record<string, string>>(en: En, fr: { [Key in keyof En]: string }) {
  return { en, fr };
}
