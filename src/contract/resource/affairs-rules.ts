/** Rules of online votes shared by the server and the screens. */
import { say, type Message } from '../messages/say';

export interface VoteOption {
  key: string;
  text: string;
}

export interface VoteResult {
  /** Voters entitled to vote when the result was taken. */
  electorate: number;
  /** Ballots cast. */
  turnout: number;
  counts: Record<string, number>;
  /** Elections only: four fifths of the electorate must take part. */
  quorum: { required: number; met: boolean } | null;
  /** Elections only: the candidates elected (more than half of the ballots, at most the seats). */
  elected: string[] | null;
  finalisedAt?: string;
}

export const MAX_OPTIONS = 50;
const KEY = /^[A-Za-z0-9_-]{1,20}$/;

/** The problem with a list of options, or null. */
export function optionsProblem(options: unknown): Message | null {
  if (!Array.isArray(options)) return say('rule.vote.optionsFormat');
  if (options.length > MAX_OPTIONS) return say('rule.vote.tooManyOptions', { max: MAX_OPTIONS });
  const keys = new Set<string>();
  for (const o of options) {
    if (!o || typeof o !== 'object') return say('rule.vote.optionsFormat');
    const { key, text } = o as Record<string, unknown>;
    if (typeof key !== 'string' || !KEY.test(key)) return say('rule.vote.optionKey');
    if (typeof text !== 'string' || !text.trim() || text.length > 100) return say('rule.vote.optionText');
    if (keys.has(key)) return say('rule.vote.keyRepeated', { key });
    keys.add(key);
  }
  return null;
}

/** The problem with a ballot's choices against the vote, or null. */
export function choicesProblem(choices: unknown, options: VoteOption[], min: number, max: number): Message | null {
  if (!Array.isArray(choices) || !choices.every((c) => typeof c === 'string')) return say('rule.vote.choose');
  if (new Set(choices).size !== choices.length) return say('rule.vote.twice');
  const known = new Set(options.map((o) => o.key));
  if (choices.some((c) => !known.has(c))) return say('rule.vote.unknown');
  if (choices.length < min || choices.length > max)
    return min === max ? say('rule.vote.chooseExact', { min }) : say('rule.vote.chooseRange', { min, max });
  return null;
}

/** Four fifths of the electorate: the smallest turnout that makes an election valid. */
export const quorumOf = (electorate: number): number => Math.ceil((electorate * 4) / 5);

/** The result of a closed vote from its tally. */
export function resultOf(
  kind: string,
  options: VoteOption[],
  seats: number,
  electorate: number,
  turnout: number,
  tally: Record<string, number>,
): VoteResult {
  const counts = Object.fromEntries(options.map((o) => [o.key, tally[o.key] ?? 0]));
  if (kind !== 'election') return { electorate, turnout, counts, quorum: null, elected: null };
  const required = quorumOf(electorate);
  const met = electorate > 0 && turnout >= required;
  const majority = options
    .filter((o) => counts[o.key] * 2 > turnout)
    .sort((a, b) => counts[b.key] - counts[a.key])
    .slice(0, seats)
    .map((o) => o.key);
  return { electorate, turnout, counts, quorum: { required, met }, elected: met ? majority : [] };
}
