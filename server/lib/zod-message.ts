import type { z } from 'zod';
import { isMessageCode, say, type Message } from '../../src/contract/messages/message';

/** What is wrong with one value, in words each language has: a schema's own message when it names a code. */
function problemOf(issue: z.core.$ZodIssue): Message {
  if (isMessageCode(issue.message)) return { code: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      return say('request.problem.type');
    case 'too_small':
      if (issue.origin === 'string') return say('request.problem.tooShort', { min: Number(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return say('request.problem.tooFew', { min: Number(issue.minimum) });
      return say('request.problem.tooSmall', { min: String(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return say('request.problem.tooLong', { max: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return say('request.problem.tooManyItems', { max: Number(issue.maximum) });
      return say('request.problem.tooBig', { max: String(issue.maximum) });
    case 'invalid_format':
      return say('request.problem.format');
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return say('request.problem.value');
    case 'unrecognized_keys':
      return say('request.problem.unknownKeys');
    default:
      return say('request.problem.other');
  }
}

/** A payload the call's schema refused: the first problem, naming its field; a code of the schema's own stands alone. */
export function zodMessage(err: z.ZodError): { msg: Message; field?: string } {
  const issue = err.issues[0];
  const field = issue.path.join('.');
  // A schema that words its own refusal (`.min(1, 'auth.enterAccount')`) says the whole sentence,
  // unless it names only the problem (`request.problem.*`), which goes after the field's name.
  if (isMessageCode(issue.message) && !issue.message.startsWith('request.problem.'))
    return { msg: { code: issue.message }, field: field || undefined };
  const problem = problemOf(issue);
  return {
    msg: field ? say('request.fieldInvalid', { field, problem }) : say('request.bodyInvalid', { problem }),
    field,
  };
}
