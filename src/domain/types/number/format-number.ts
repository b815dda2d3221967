import { fromCanonical } from './decimal-string.ts';

/** How the target file writes numbers. */
export interface NumberOutput {
  /** Places to pad to when trailingZeros; null leaves the decimals as they are. */
  decimals: number | null;
  decimalSeparator: string;
  /** '' writes no thousands separator. */
  thousandsSeparator: string;
  trailingZeros: boolean;
}

function group(int: string, separator: string): string {
  if (separator === '' || int.length <= 3) return int;
  const head = int.length % 3 || 3;
  let out = int.slice(0, head);
  for (let i = head; i < int.length; i += 3) out += separator + int.slice(i, i + 3);
  return out;
}

/** Renders a canonical number (`-1234.5`) for the target file (`-1 234,50`). */
export function formatNumber(canonical: string, output: NumberOutput): string {
  if (canonical === '') return '';
  const parts = fromCanonical(canonical);
  let frac = parts.frac;
  if (output.trailingZeros && output.decimals !== null && frac.length < output.decimals) {
    frac += '0'.repeat(output.decimals - frac.length);
  }
  const int = group(parts.int === '' ? '0' : parts.int, output.thousandsSeparator);
  const body = frac === '' ? int : int + output.decimalSeparator + frac;
  return parts.negative ? `-${body}` : body;
}
