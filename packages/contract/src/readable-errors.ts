import { z } from 'zod';
import { COMMON_MESSAGES } from './messages.ts';

type Issue = z.core.$ZodRawIssue;

const sizeOf = (issue: Issue, word: 'at most' | 'at least', bound: unknown) => {
  if (issue.origin === 'string') return `Please use ${word} ${String(bound)} characters.`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Please choose ${word} ${String(bound)}.`;
  return `Please enter a number ${word === 'at most' ? 'no larger' : 'no smaller'} than ${String(bound)}.`;
};

/**
 * Words for a rule that has no message of its own. Every contract schema words each rule itself
 * (a test walks them); this covers schemas written elsewhere (a route's own query, the server's
 * environment) so that no answer or form ever shows a validation library's wording.
 */
export function readableFallback(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Please fill in this field.' : 'Please enter a valid value.';
    case 'too_big':
      return sizeOf(issue, 'at most', issue.maximum);
    case 'too_small':
      return sizeOf(issue, 'at least', issue.minimum);
    case 'invalid_value':
      return 'Please choose one of the options offered.';
    case 'invalid_format':
      return 'Please check the format of this value.';
    case 'unrecognized_keys':
      return 'Please send only the fields this form has.';
    default:
      return COMMON_MESSAGES.validationFailed;
  }
}

z.config({ customError: readableFallback });
