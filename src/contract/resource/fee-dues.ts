import { fenOf, moneyOfFen } from './check';

/**
 * The official dues brackets (中组部 2008 规定), as the standard matters configure them:
 * '3000:0.005,5000:0.01,10000:0.015,:0.02' reads "a base up to 3000 pays 0.5%, ... above the last
 * limit 2%". Limits are inclusive: 3000.00 is in the first bracket, 3000.01 in the second.
 */
export interface Bracket {
  /** Upper limit in fen, inclusive; null for the last, open bracket. */
  upToFen: number | null;
  /** The ratio as written ('0.015'), kept as text so that no binary fraction enters a sum. */
  ratio: string;
}

export interface DuesRules {
  inService: Bracket[];
  retired: Bracket[];
  /** Fixed monthly dues of students, the unemployed and members on relief ('0.20'). */
  fixedAmount: string;
}

export const DEFAULT_BRACKETS = {
  inService: '3000:0.005,5000:0.01,10000:0.015,:0.02',
  retired: '5000:0.005,:0.01',
  fixedAmount: '0.20',
};

const RATIO = /^0(\.\d{1,6})?$|^1(\.0{1,6})?$/;

/** Parses a configured bracket list; a malformed one answers null so that the caller falls back to the default. */
export function parseBrackets(text: string): Bracket[] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const out: Bracket[] = [];
  for (const part of parts) {
    const [limit, ratio] = part.split(':').map((s) => s.trim());
    if (ratio === undefined || !RATIO.test(ratio)) return null;
    const upToFen = limit === '' ? null : fenOf(limit);
    if (upToFen !== null && !Number.isFinite(upToFen)) return null;
    out.push({ upToFen, ratio });
  }
  if (!out.length || out.slice(0, -1).some((b) => b.upToFen === null)) return null;
  return out;
}

export function rulesOf(config: { inService?: string; retired?: string; fixedAmount?: string } = {}): DuesRules {
  return {
    inService: parseBrackets(config.inService ?? '') ?? parseBrackets(DEFAULT_BRACKETS.inService)!,
    retired: parseBrackets(config.retired ?? '') ?? parseBrackets(DEFAULT_BRACKETS.retired)!,
    fixedAmount: moneyOfFen(
      Math.max(0, fenOf(config.fixedAmount ?? DEFAULT_BRACKETS.fixedAmount) || fenOf(DEFAULT_BRACKETS.fixedAmount)),
    ),
  };
}

/** A ratio text as an exact fraction: '0.015' -> [15n, 1000n]. */
function fraction(ratio: string): [bigint, bigint] {
  const [, frac = ''] = ratio.split('.');
  const scale = 10n ** BigInt(frac.length);
  return [BigInt(ratio.replace('.', '')), scale];
}

export interface Dues {
  /** The ratio applied ('0.015'), or null for fixed dues. */
  ratio: string | null;
  /** The monthly amount due, '43.30'. */
  due: string;
}

/**
 * The monthly dues of one member: base x ratio of the member's bracket, rounded UP to the next 0.1 yuan,
 * at least 0.1 yuan; or the fixed amount for the kinds that pay fixed dues. The one rule the server and
 * the form both use.
 */
export function monthlyDues(
  salaryBase: string,
  kind: { retired?: boolean; fixed?: boolean },
  rules: DuesRules = rulesOf(),
): Dues {
  if (kind.fixed) return { ratio: null, due: rules.fixedAmount };
  const baseFen = fenOf(salaryBase);
  if (!Number.isFinite(baseFen) || baseFen < 0) throw new Error(`invalid salary base ${salaryBase}`);
  const brackets = kind.retired ? rules.retired : rules.inService;
  const bracket = brackets.find((b) => b.upToFen === null || baseFen <= b.upToFen) ?? brackets[brackets.length - 1];
  const [num, den] = fraction(bracket.ratio);
  // fen x ratio, rounded up to whole jiao (10 fen), exactly: ceil(base*num / (den*10)) * 10.
  const product = BigInt(baseFen) * num;
  const jiao = (product + den * 10n - 1n) / (den * 10n);
  const fen = Math.max(10, Number(jiao) * 10);
  return { ratio: bracket.ratio, due: moneyOfFen(fen) };
}
