/**
 * Rules of a template's `format` object. Every problem is a violation with its property path
 * (`format.csv.delimiter`), collected rather than thrown, so one answer lists them all.
 */
import type { ViolationItem } from '../errors.ts';
import { bomFitsEncoding } from './encodings.ts';
import type { Accepts } from './format-option.ts';
import {
  BOMS,
  type Bom,
  ENCODINGS,
  type Encoding,
  FORMAT_NAMES,
  MAX_NB_HEADERS,
  SHEET_NAME_FORBIDDEN,
  SHEET_NAME_MAX_LENGTH,
} from './options.ts';
import { FORMAT_SECTIONS } from './spec.ts';
import { checkCustom } from './validate-custom-format.ts';
import { validateJsonNodes } from './validate-json-nodes.ts';
import { isXmlName } from './xml-name.ts';

type Section = Record<string, unknown>;

/** What each section's properties accept, by section and property name. */
const SECTIONS: Record<string, Record<string, Accepts>> = Object.fromEntries(
  Object.entries(FORMAT_SECTIONS).map(([name, section]) => [
    name,
    Object.fromEntries(Object.entries(section).map(([key, option]) => [key, option.accepts])),
  ]),
);

/**
 * Column references are checked for their form only: the columns they name may come later
 * (`formatColumnReferences` lists them for the checks that need them resolved).
 */
export function validateFormat(format: unknown): ViolationItem[] {
  if (format === null || format === undefined) return [];
  const out: ViolationItem[] = [];
  const add = (property_path: string, invalid_value: unknown, message: string) =>
    out.push({ property_path, invalid_value: invalid_value ?? null, message });
  if (!isObject(format)) {
    add('format', format, 'This value should be an object.');
    return out;
  }
  for (const key of Object.keys(format)) {
    if (key !== 'format' && !Object.hasOwn(SECTIONS, key))
      add(`format.${key}`, format[key], 'This property is not known.');
  }
  if (format.format != null && !FORMAT_NAMES.includes(format.format as never)) {
    add('format.format', format.format, choices(FORMAT_NAMES));
  }
  const sections: Record<string, Section> = {};
  for (const [name, properties] of Object.entries(SECTIONS)) {
    const section = format[name];
    if (section === null || section === undefined) continue;
    if (!isObject(section)) {
      add(`format.${name}`, section, 'This value should be an object.');
      continue;
    }
    sections[name] = section;
    for (const key of Object.keys(section)) {
      // Own properties only: `constructor` or `__proto__` in a section are unknown names, not lookups.
      const kind = Object.hasOwn(properties, key) ? properties[key] : undefined;
      const value = section[key];
      const path = `format.${name}.${key}`;
      if (kind === undefined) add(path, value, 'This property is not known.');
      else if (value === null || value === undefined) continue;
      else if (typeof kind !== 'string') {
        if (!kind.includes(value as string)) add(path, value, choices(kind));
      } else if (!hasKind(value, kind)) add(path, value, `This value should be of type ${kind}.`);
    }
  }
  const { csv, xml, json, xls, custom } = sections;
  if (csv) checkCsv(csv, add);
  if (xml) for (const key of ['root', 'line']) checkXmlName(xml[key], `format.xml.${key}`, add);
  if (json) out.push(...validateJsonNodes(json.json_nodes, 'format.json.json_nodes'));
  if (xls) checkSheetName(xls.sheet_name, add);
  checkCustom(custom ?? {}, format.format === 'custom', add);
  return out;
}

type Add = (path: string, value: unknown, message: string) => void;

function checkCsv(csv: Section, add: Add): void {
  const n = csv.nb_headers;
  if (Number.isInteger(n) && ((n as number) < 0 || (n as number) > MAX_NB_HEADERS)) {
    add('format.csv.nb_headers', n, `This value should be between 0 and ${MAX_NB_HEADERS}.`);
  }
  const bom = (csv.bom ?? 'none') as Bom;
  const encoding = (csv.encoding ?? 'UTF-8') as Encoding;
  if (BOMS.includes(bom) && ENCODINGS.includes(encoding) && !bomFitsEncoding(bom, encoding)) {
    add('format.csv.bom', bom, `A ${bom} byte order mark does not fit the ${encoding} encoding.`);
  }
}

function checkXmlName(name: unknown, path: string, add: Add): void {
  if (typeof name === 'string' && name.trim() !== '' && !isXmlName(name)) {
    add(
      path,
      name,
      'This value should be a valid XML element name (a letter or _ first; letters, digits, _ - . after).',
    );
  }
}

function checkSheetName(name: unknown, add: Add): void {
  if (typeof name !== 'string') return;
  if (name.length > SHEET_NAME_MAX_LENGTH) {
    add(
      'format.xls.sheet_name',
      name,
      `This value is too long. It should have ${SHEET_NAME_MAX_LENGTH} characters or less.`,
    );
  }
  if (SHEET_NAME_FORBIDDEN.test(name)) {
    add('format.xls.sheet_name', name, 'A worksheet name cannot contain any of \\ / ? * : [ ].');
  }
}

function isObject(value: unknown): value is Section {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasKind(value: unknown, kind: Exclude<Accepts, readonly string[]>): boolean {
  if (kind === 'integer') return Number.isInteger(value);
  if (kind === 'object') return typeof value === 'object';
  return typeof value === kind;
}

function choices(values: readonly string[]): string {
  return `The value you selected is not a valid choice. Choose one of: ${values.join(', ')}.`;
}
