import { idAge, idBirthDate, idSex, isExternal, isIdNumber, isPhone } from '@/contract';

/** antd form rules over the contract's validators (SPEC section 5), for the business forms. */
interface Rule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

const check = (test: (value: string) => boolean, message: string): Rule => ({
  validator: (_rule, value) =>
    value === undefined || value === null || value === '' || test(String(value))
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

export const phoneRule = (message = '请输入正确的手机号码'): Rule => check(isPhone, message);
export const idNumberRule = (message = '请输入正确的身份证号码'): Rule => check(isIdNumber, message);
export const externalLinkRule = (message = '链接须以 http(s)、mailto 或 tel 开头'): Rule => check(isExternal, message);

/** Birth date, sex and age that a form fills in from an ID number. */
export function fieldsFromIdNumber(
  id: string,
  today = new Date(),
): { birthDate: string; sex: '1' | '2' | ''; age: number } {
  return { birthDate: idBirthDate(id), sex: idSex(id), age: idAge(id, today) };
}
