/**
 * Whether a subject is one a source's `subject_pattern` accepts. The pattern is RE2 syntax,
 * searched anywhere in the subject as in matches_regex (anchor it with ^ and $ for the whole
 * subject; `(?i)` ignores case); no pattern accepts every subject, a missing subject is empty.
 * The pattern was checked when written; it is bounded again here because one stored before a
 * bound was tightened must not cost a mail server seconds of compiling.
 */
import { RE2JS } from 're2js';
import { regexBoundProblem } from '../../domain/bounded-regex.ts';

export function subjectAccepted(subject: string, pattern: string | null): boolean {
  if (pattern === null) return true;
  if (regexBoundProblem(pattern)) return false;
  try {
    return RE2JS.compile(pattern).test(subject);
  } catch {
    // A pattern RE2 no longer compiles accepts nothing rather than everything.
    return false;
  }
}
