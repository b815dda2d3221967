/**
 * Rules of a template's `format` object. Every problem is a violation with its property path
 * (`format.csv.delimiter`), collected rather than thrown, so one answer lists them all.
 */
import { type ViolationItem, violationOf } from '../errors.ts';
import { type Phrase, phrase } from '../messages/index.ts';
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
  const add: Add = (property_path, invalid_value, said) =>
    out.push(violationOf(property_path, invalid_value, said));
  if (!isObject(format)) {
    add('format', format, phrase('violation.field.object'));
    return out;
  }
  for (const key of Object.keys(format)) {
    if (key !== 'format' && !Object.hasOwn(SECTIONS, key))
      add(`format.${key}`, format[key], phrase('violation.field.unknown_property'));
  }
  if (format.format != null && !FORMAT_NAMES.includes(format.format as never)) {
    add('format.format', format.format, choices(FORMAT_NAMES));
  }
  const sections: Record<string, Section> = {};
  for (const [name, properties] of Object.entries(SECTIONS)) {
    const section = format[name];
    if (section === null || section === undefined) continue;
    if (!isObject(section)) {
      add(`format.${name}`, section, phrase('violation.field.object'));
      continue;
    }
    sections[name] = section;
    for (const key of Object.keys(section)) {
      // Own properties only: `constructor` or `__proto__` in a section are unknown names, not lookups.
      const kind = Object.hasOwn(properties, key) ? properties[key] : undefined;
      const value = section[key];
      const path = `format.${name}.${key}`;
      if (kind === undefined) add(path, value, phrase('violation.field.unknown_property'));
      else if (value === null || value === undefined) continue;
      else if (typeof kind !== 'string') {
        if (!kind.includes(value as string)) add(path, value, choices(kind));
      } else if (!hasKind(value, kind)) add(path, value, phrase('violation.field.of_type', { type: kind }));
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

type Add = (path: string, value: unknown, said: Phrase) => void;

function checkCsv(csv: Section, add: Add): void {
  const n = csv.nb_headers;
  if (Number.isInteger(n) && ((n as number) < 0 || (n as number) > MAX_NB_HEADERS)) {
    add('format.csv.nb_headers', n, phrase('violation.field.between', { min: 0, max: MAX_NB_HEADERS }));
  }
  const bom = (csv.bom ?? 'none') as Bom;
  const encoding = (csv.encoding ?? 'UTF-8') as Encoding;
  if (BOMS.includes(bom) && ENCODINGS.includes(encoding) && !bomFitsEncoding(bom, encoding)) {
    add('format.csv.bom', bom, phrase('violation.field.bom_encoding', { bom, encoding }));
  }
}

function checkXmlName(name: unknown, path: string, add: Add): void {
  if (typeof name === 'string' && name.trim() !== '' && !isXmlName(name)) {
    add(path, name, phrase('violation.field.xml_name'));
  }
}

function checkSheetName(name: unknown, add: Add): void {
  if (typeof name !== 'string') return;
  if (name.length > SHEET_NAME_MAX_LENGTH) {
    add('format.xls.sheet_name', name, phrase('violation.field.too_long', { max: SHEET_NAME_MAX_LENGTH }));
  }
  if (SHEET_NAME_FORBIDDEN.test(name)) {
    add('format.xls.sheet_name', name, phrase('violation.field.sheet_name_characters'));
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

function choices(values: readonly string[]): Phrase {
  return phrase('violation.field.choose_one_of', { choices: values.join(', ') });
}
