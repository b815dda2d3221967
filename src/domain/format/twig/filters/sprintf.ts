/** PHP's sprintf for the `format` filter: `%s %d %u %f %F %e %x %X %o %b %c %%` with flags, width and precision. */
import { TwigError } from '../errors.ts';
import { toNumber, toText, type Value } from '../values.ts';

/** Widest padding a specifier may ask for: many `%999999s` would build a huge text before any check. */
const MAX_WIDTH = 1000;
// A width never starts with 0 (that is the 0 flag): with no overlap between flags and width, a
// long run of zeros cannot make the expression backtrack quadratically.
const SPEC = /%(?:(\d+)\$)?((?:[-+ 0]|'.)*)([1-9]\d*)?(?:\.(\d+))?([sduFfeExXobc%])/g;

export function sprintf(pattern: string, args: Value[]): string {
  let next = 0;
  return pattern.replace(
    SPEC,
    (_spec, position: string | undefined, flags: string, width, precision, type: string) => {
      if (type === '%') return '%';
      const index = position === undefined ? next++ : Number(position) - 1;
      if (index >= args.length) throw new TwigError('runtime', 'format_arguments', { count: args.length });
      const value = args[index] ?? null;
      const digits = precision === undefined ? undefined : Math.min(Number(precision), 50);
      let text: string;
      let numeric = true;
      const n = type === 's' || type === 'c' ? 0 : toNumber(value);
      switch (type) {
        case 's':
          numeric = false;
          text = toText(value);
          if (digits !== undefined) text = text.slice(0, digits);
          break;
        case 'c':
          numeric = false;
          text = String.fromCodePoint(Math.trunc(toNumber(value)) & 0x10ffff);
          break;
        case 'd':
          text = String(Math.trunc(n));
          break;
        case 'u':
          text = String(Math.trunc(n) >>> 0);
          break;
        case 'e':
        case 'E':
          text = n.toExponential(digits ?? 6).replace(/e([+-])(\d)$/, 'e$1$2');
          if (type === 'E') text = text.toUpperCase();
          break;
        case 'x':
        case 'X':
        case 'o':
        case 'b':
          text = (Math.trunc(n) >>> 0).toString(type === 'o' ? 8 : type === 'b' ? 2 : 16);
          if (type === 'X') text = text.toUpperCase();
          break;
        default:
          text = n.toFixed(digits ?? 6);
      }
      if (numeric && flags.includes('+') && n >= 0 && 'dfFeE'.includes(type)) text = `+${text}`;
      const size = Math.min(Number(width ?? 0), MAX_WIDTH);
      if (text.length >= size) return text;
      if (flags.includes('-')) return text.padEnd(size, ' ');
      const custom = /'(.)/.exec(flags)?.[1];
      const pad = custom ?? (flags.includes('0') ? '0' : ' ');
      if (pad === '0' && numeric && /^[+-]/.test(text))
        return text[0] + text.slice(1).padStart(size - 1, '0');
      return text.padStart(size, pad);
    },
  );
}
