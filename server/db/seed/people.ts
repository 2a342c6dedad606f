import { idCheckChar } from '../../../src/contract/validators';

/** A small deterministic generator, so that every fresh start seeds the same demo people. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES =
  '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文';
const GIVEN =
  '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华建国志强建华红梅海燕玉兰俊杰晓东文博思远春生秋菊永红德明国庆卫东立新';
const REGIONS = ['410102', '410103', '410104', '410105', '410122', '410181', '410183', '411302'];
const PHONE_PREFIXES = [
  '138',
  '139',
  '150',
  '151',
  '158',
  '186',
  '187',
  '189',
  '145',
  '147',
  '170',
  '176',
  '178',
  '197',
];

export type Rand = () => number;
export const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
export const between = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

export function personName(rand: Rand): string {
  const given =
    rand() < 0.5 ? GIVEN[between(rand, 0, GIVEN.length - 1)] : GIVEN.substr(between(rand, 0, GIVEN.length - 2), 2);
  return pick(rand, [...SURNAMES]) + given;
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** A valid 18-digit ID number; `serial` keeps numbers unique, `sex` sets the parity digit. */
export function idNumber(rand: Rand, serial: number, birth: Date, sex: '1' | '2'): string {
  const seq = (serial % 50) * 2 + (sex === '1' ? 1 : 0) + 100 * Math.floor(serial / 50);
  const body = `${pick(rand, REGIONS)}${birth.getUTCFullYear()}${pad(birth.getUTCMonth() + 1, 2)}${pad(birth.getUTCDate(), 2)}${pad(seq % 1000, 3)}`;
  return body + idCheckChar(body);
}

export function phone(rand: Rand): string {
  return pick(rand, PHONE_PREFIXES) + pad(between(rand, 0, 99_999_999), 8);
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function randomDate(rand: Rand, fromYear: number, toYear: number): Date {
  return new Date(Date.UTC(between(rand, fromYear, toYear), between(rand, 0, 11), between(rand, 1, 28)));
}
