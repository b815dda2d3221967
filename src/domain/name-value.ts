/** `{name, value}` pairs: a template's user_metadata, a constraint's arguments (stored as jsonb). */
export interface NameValue {
  name: string;
  value: string | null;
}
