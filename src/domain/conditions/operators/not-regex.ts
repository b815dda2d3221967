import { negate } from '../operator.ts';
import regex from './regex.ts';

export default negate('NOT_REGEX', regex, 'The left value contains no match of the regular expression.');
