import type { z } from 'zod';
import { validationText } from './validation-text';

type Issue = z.core.$ZodRawIssue;

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string | undefined {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return validationText('validation.common.maxChars', { max });
  if (issue.origin === 'array' || issue.origin === 'set') return validationText('validation.common.maxEntries', { max });
  if (issue.origin === 'number' || issue.origin === 'int')
    return validationText(issue.inclusive === false ? 'validation.common.numberBelow' : 'validation.common.numberAtMost', { max });
  return undefined;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string | undefined {
  const min = Number(issue.minimum);
  if (issue.origin === 'string')
    return min <= 1 ? validationText('validation.common.required') : validationText('validation.common.minChars', { min });
  if (issue.origin === 'array' || issue.origin === 'set')
    return min <= 1 ? validationText('validation.common.entryRequired') : validationText('validation.common.minEntries', { min });
  if (issue.origin === 'number' || issue.origin === 'int')
    return validationText(issue.inclusive === false ? 'validation.common.numberAbove' : 'validation.common.numberAtLeast', { min });
  return undefined;
}

/**
 * The catalogue text of a check a schema wrote without a message of its own (`.max(160)`, `.min(1)`, `z.email()`,
 * `.int()`), so those issues too show in an admin's wording instead of zod's locale text. A message the schema gives
 * outranks this; an issue not listed here (a wrong type, say) keeps the locale text.
 */
export function bareCheckMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      if (issue.format === 'email') return validationText('validation.listing.contactEmailInvalid');
      if (issue.format === 'url') return validationText('validation.link.longUrlInvalid');
      if (issue.format === 'uuid' || issue.format === 'guid') return validationText('validation.analytics.idInvalid');
      return undefined;
    case 'invalid_type':
      return issue.expected === 'int' && typeof issue.input === 'number' ? validationText('validation.common.wholeNumber') : undefined;
    default:
      return undefined;
  }
}
