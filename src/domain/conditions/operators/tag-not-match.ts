import { negate } from '../operator.ts';
import tagMatch from './tag-match.ts';

export default negate('TAG_NOT_MATCH', tagMatch, 'The left tags share no tag with the right list.');
