/**
 * The text of an OpenDocument cell, by the rules the XLSX reader follows (../xlsx/cell-text.ts):
 * numbers as written, without exponent and to 15 significant digits; dates `YYYY-MM-DD`, or
 * `YYYY-MM-DDTHH:mm:ss` with a time; a time alone `HH:mm:ss`; booleans `true`/`false`. A cell
 * holds its value in attributes (`office:value`, `office:date-value`…) beside the text it shows;
 * the value wins, the shown text stands for strings and for cells without a type (errors).
 */
import { cellText, plainNumber } from '../xlsx/cell-text.ts';

export type CellAttributes = Readonly<Record<string, string>>;

const NUMERIC = new Set(['float', 'percentage', 'currency']);
const DATE = /^(-?\d{4,})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d):(\d\d(?:\.\d+)?))?/;
const DURATION = /^(-)?P(?:(\d+)D)?T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/;
/** Excel's day zero (1899-12-30), from which a time alone counts, as an XLSX time cell does. */
const DAY_ZERO = Date.UTC(1899, 11, 30);

export function odsCellText(attributes: CellAttributes, shown: string): string {
  const type = attributes['office:value-type'];
  if (type === undefined) return shown;
  if (NUMERIC.has(type)) return numberText(attributes['office:value'], shown);
  if (type === 'date') return dateText(attributes['office:date-value'], shown);
  if (type === 'time') return timeText(attributes['office:time-value'], shown);
  if (type === 'boolean') return booleanText(attributes['office:boolean-value'], shown);
  return attributes['office:string-value'] ?? shown;
}

function numberText(value: string | undefined, shown: string): string {
  const number = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(number) ? plainNumber(number) : shown;
}

function dateText(value: string | undefined, shown: string): string {
  const parts = value === undefined ? null : DATE.exec(value);
  if (!parts) return shown;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = parts;
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(Number(hours), Number(minutes), 0, Math.round(Number(seconds) * 1000));
  return cellText(date);
}

/** A time is a duration (`PT13H05M09S`); past 24 hours it reads as an XLSX `[h]:mm:ss` cell does. */
function timeText(value: string | undefined, shown: string): string {
  const parts = value === undefined ? null : DURATION.exec(value);
  if (!parts) return shown;
  const [, negative, days = '0', hours = '0', minutes = '0', seconds = '0'] = parts;
  const ms = ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60_000 + Number(seconds) * 1000;
  return cellText(new Date(DAY_ZERO + (negative ? -ms : ms)));
}

function booleanText(value: string | undefined, shown: string): string {
  if (value === 'true' || value === '1') return cellText(true);
  if (value === 'false' || value === '0') return cellText(false);
  return shown;
}
