import { idAge, idBirthDate, idSex } from '@/contract';

/** Birth date, sex and age as the ID number gives them (SPEC section 5), shown while the clerk types. */
export function deriveFromIdNumber(values: Record<string, unknown>, today: Date = new Date()): Record<string, unknown> {
  const id = typeof values.idNumber === 'string' ? values.idNumber.trim().toUpperCase() : '';
  if (id.length !== 15 && id.length !== 18) return { birthDate: null, sex: null, age: null };
  const birthDate = idBirthDate(id);
  if (!birthDate) return { birthDate: null, sex: null, age: null };
  return { birthDate, sex: idSex(id) || null, age: idAge(id, today) };
}
