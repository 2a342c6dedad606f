import type { Message } from './messages/say';
import type { WARNING_WORDS } from './messages/warning-words';

export type RuleWarningKind = keyof typeof WARNING_WORDS extends `warning.${infer K}` ? K : never;

/** A soft rule's warning as a message, its figures as parameters. */
export const ruleWarning = (kind: RuleWarningKind, values: Record<string, string | number> = {}): Message => ({
  code: `warning.${kind}`,
  params: values,
});
