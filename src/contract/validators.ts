/** Field rules of the specification, section 5: pure functions shared by both sides. */

/** 11-digit mainland mobile number: 13x, 15x, 18x, 145, 147, 170/175/176/177/178, 197. */
export const PHONE_PATTERN = /^(?:13\d|15\d|18\d|14[57]|17[05678]|197)\d{8}$/;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** External links start with http(s), mailto or tel. */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of the first 17 characters of an 18-digit ID number. */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11];
}

/** Full validity check of an identity number: shape, real birth date and, for 18 digits, the check character. */
export function isIdNumber(value: string): boolean {
  const v = value.toUpperCase();
  if (/^\d{17}[\dX]$/.test(v)) {
    return idBirthDate(v) !== '' && idCheckChar(v.slice(0, 17)) === v[17];
  }
  if (/^\d{15}$/.test(v)) return idBirthDate(v) !== '';
  return false;
}

/** Birth date (YYYY-MM-DD) from a 15- or 18-digit ID number, '' when it has none. */
export function idBirthDate(id: string): string {
  let y: string, m: string, d: string;
  if (id.length === 18) [y, m, d] = [id.slice(6, 10), id.slice(10, 12), id.slice(12, 14)];
  else if (id.length === 15) [y, m, d] = ['19' + id.slice(6, 8), id.slice(8, 10), id.slice(10, 12)];
  else return '';
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() + 1 !== Number(m) || date.getUTCDate() !== Number(d))
    return '';
  return `${y}-${m}-${d}`;
}

/** Sex from the ID number's parity digit: odd '1' (male), even '2' (female); '' when the length is wrong. */
export function idSex(id: string): '1' | '2' | '' {
  const digit = id.length === 18 ? id[16] : id.length === 15 ? id[14] : undefined;
  if (digit === undefined || !/\d/.test(digit)) return '';
  return Number(digit) % 2 === 1 ? '1' : '2';
}

/** Age in whole years on `today` from the ID number; 0 when the length is not 15 or 18. */
export function idAge(id: string, today: Date = new Date()): number {
  if (id.length !== 15 && id.length !== 18) return 0;
  const birth = idBirthDate(id);
  if (!birth) return 0;
  const [y, m, d] = birth.split('-').map(Number);
  let age = today.getFullYear() - y;
  const month = today.getMonth() + 1;
  if (month < m || (month === m && today.getDate() < d)) age--;
  return Math.max(age, 0);
}

/** Masks the middle of an ID number or phone for roles that do not manage members. */
export function maskMiddle(value: string, keepStart: number, keepEnd: number): string {
  if (!value || value.length <= keepStart + keepEnd) return value;
  return (
    value.slice(0, keepStart) + '*'.repeat(value.length - keepStart - keepEnd) + value.slice(value.length - keepEnd)
  );
}
