/**
 * The operators: every file of ./operators/ is one operator, named after it in kebab case
 * (`not-contained-in.ts` holds NOT_CONTAINED_IN; a test checks every file against its name), and
 * is listed below. Listed by hand rather than read from the folder so that the engine can be
 * compiled into one file.
 */
import type { ConditionOperator } from './operator.ts';
import beginWith from './operators/begin-with.ts';
import containedIn from './operators/contained-in.ts';
import contains from './operators/contains.ts';
import dateAfter from './operators/date-after.ts';
import dateAfterEquals from './operators/date-after-equals.ts';
import dateBefore from './operators/date-before.ts';
import dateBeforeEquals from './operators/date-before-equals.ts';
import duplicated from './operators/duplicated.ts';
import endWith from './operators/end-with.ts';
import equals from './operators/equals.ts';
import greater from './operators/greater.ts';
import greaterEquals from './operators/greater-equals.ts';
import isEmpty from './operators/is-empty.ts';
import isNotEmpty from './operators/is-not-empty.ts';
import lengthEquals from './operators/length-equals.ts';
import lengthGreater from './operators/length-greater.ts';
import lengthLower from './operators/length-lower.ts';
import lengthNotEquals from './operators/length-not-equals.ts';
import lower from './operators/lower.ts';
import lowerEquals from './operators/lower-equals.ts';
import match from './operators/match.ts';
import notBeginWith from './operators/not-begin-with.ts';
import notContainedIn from './operators/not-contained-in.ts';
import notContains from './operators/not-contains.ts';
import notEndWith from './operators/not-end-with.ts';
import notEquals from './operators/not-equals.ts';
import notMatch from './operators/not-match.ts';
import notRegex from './operators/not-regex.ts';
import regex from './operators/regex.ts';
import tagMatch from './operators/tag-match.ts';
import tagNotMatch from './operators/tag-not-match.ts';
import unique from './operators/unique.ts';

/** Every operator by its upper-case name. */
export const operators: ReadonlyMap<string, ConditionOperator> = new Map(
  [
    beginWith,
    containedIn,
    contains,
    dateAfter,
    dateAfterEquals,
    dateBefore,
    dateBeforeEquals,
    duplicated,
    endWith,
    equals,
    greater,
    greaterEquals,
    isEmpty,
    isNotEmpty,
    lengthEquals,
    lengthGreater,
    lengthLower,
    lengthNotEquals,
    lower,
    lowerEquals,
    match,
    notBeginWith,
    notContainedIn,
    notContains,
    notEndWith,
    notEquals,
    notMatch,
    notRegex,
    regex,
    tagMatch,
    tagNotMatch,
    unique,
  ].map((operator: ConditionOperator) => [operator.name, operator]),
);

/** The operator of that name, any case; undefined when unknown. */
export function findOperator(name: string): ConditionOperator | undefined {
  return operators.get(name) ?? operators.get(name.toUpperCase());
}
