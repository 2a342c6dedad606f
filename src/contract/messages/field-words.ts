import type { Wording } from '../language-words';

/** What the one check of a field value (resource/check.ts) and the server's reference checks say. */
export const FIELD_WORDS = {
  'field.required': ['请填写{field}', '{field} is required', 'Rellene el campo {field}'],
  'field.choose': ['请选择{field}', '{field}: please choose one', '{field}: elija uno'],
  'field.text': ['{field}应为文本', '{field} must be text', '{field} debe ser texto'],
  'field.tooLong': [
    '{field}不能超过{max}个字符',
    '{field} cannot be longer than {max} characters',
    '{field} no puede tener más de {max} caracteres',
  ],
  'field.invalidValue': [
    '{field}的取值无效',
    '{field} has a value that is not allowed',
    '{field} tiene un valor no permitido',
  ],
  'field.number': ['{field}应为数字', '{field} must be a number', '{field} debe ser un número'],
  'field.integer': ['{field}应为整数', '{field} must be a whole number', '{field} debe ser un número entero'],
  'field.outOfRange': ['{field}超出允许范围', '{field} is out of range', '{field} está fuera de rango'],
  'field.atLeast': [
    '{field}不能小于{min}',
    '{field} cannot be less than {min}',
    '{field} no puede ser menor que {min}',
  ],
  'field.atMost': ['{field}不能大于{max}', '{field} cannot be more than {max}', '{field} no puede ser mayor que {max}'],
  'field.yesOrNo': ['{field}应为是或否', '{field} must be yes or no', '{field} debe ser sí o no'],
  'field.date': [
    '{field}应为有效日期（YYYY-MM-DD）',
    '{field} must be a valid date (YYYY-MM-DD)',
    '{field} debe ser una fecha válida (AAAA-MM-DD)',
  ],
  'field.datetime': ['{field}应为有效时间', '{field} must be a valid time', '{field} debe ser una hora válida'],
  'field.idNumber': [
    '{field}不是有效的身份证号码',
    '{field} is not a valid ID number',
    '{field} no es un número de identidad válido',
  ],
  'field.money': [
    '{field}应为金额（最多两位小数）',
    '{field} must be an amount (at most two decimals)',
    '{field} debe ser un importe (dos decimales como máximo)',
  ],
  'field.month': [
    '{field}应为年月（YYYY-MM）',
    '{field} must be a year and month (YYYY-MM)',
    '{field} debe ser un año y mes (AAAA-MM)',
  ],
  'field.tooMany': [
    '{field}最多选择{max}项',
    '{field} takes at most {max} items',
    '{field} admite como máximo {max} elementos',
  ],
  'field.repeated': ['{field}有重复项', '{field} lists an item twice', '{field} repite un elemento'],
  'field.badFormat': ['{field}格式无效', '{field} is not in a valid format', '{field} no tiene un formato válido'],
  'field.tooBig': ['{field}内容过长', '{field} is too long', '{field} es demasiado largo'],
  'field.phone': [
    '{field}不是有效的手机号码',
    '{field} is not a valid mobile number',
    '{field} no es un número de móvil válido',
  ],
  'field.unknownOrg': [
    '{field}中有不存在的组织',
    '{field} names an organisation that does not exist',
    '{field} nombra una organización que no existe',
  ],
  'field.orgOutOfScope': [
    '无权选择该{field}',
    'You may not choose this {field}',
    'No puede elegir esta opción de {field}',
  ],
  'field.notFound': ['{field}不存在', '{field} does not exist', '{field} no existe'],
  'field.refOutOfScope': [
    '{field}不存在或不在您的管理范围内',
    '{field} does not exist or is outside what you manage',
    '{field} no existe o está fuera de lo que usted gestiona',
  ],
  'field.refsOutOfScope': [
    '{field}中有不存在或不在您管理范围内的记录',
    '{field} names records that do not exist or are outside what you manage',
    '{field} nombra registros que no existen o están fuera de lo que usted gestiona',
  ],
} as const satisfies Record<string, Wording>;

/** The rules a definition's text fields follow beyond their kind (`pattern.message`). */
export const PATTERN_WORDS = {
  'pattern.yearMonth': [
    '{field}应为年月（YYYY-MM）',
    '{field} must be a year and month (YYYY-MM)',
    '{field} debe ser un año y mes (AAAA-MM)',
  ],
  'pattern.account': [
    '{field}只能由字母、数字和 _ . @ - 组成',
    '{field} may hold only letters, digits and _ . @ -',
    '{field} solo admite letras, cifras y _ . @ -',
  ],
  'pattern.lettersDigitsHyphens': [
    '{field}只能包含字母、数字和连字符',
    '{field} may hold only letters, digits and hyphens',
    '{field} solo admite letras, cifras y guiones',
  ],
  'pattern.lettersDigits': [
    '{field}只能由字母和数字组成',
    '{field} may hold only letters and digits',
    '{field} solo admite letras y cifras',
  ],
  'pattern.identifier': [
    '{field}只能由字母、数字和下划线组成，以字母开头',
    '{field} may hold only letters, digits and underscores, and starts with a letter',
    '{field} solo admite letras, cifras y guiones bajos, y empieza por una letra',
  ],
  'pattern.lettersDigitsUnderscoresHyphens': [
    '{field}只能由字母、数字、下划线和连字符组成',
    '{field} may hold only letters, digits, underscores and hyphens',
    '{field} solo admite letras, cifras, guiones bajos y guiones',
  ],
  'pattern.imageAddress': [
    '{field}应以 http(s):// 或 / 开头',
    '{field} must start with http(s):// or /',
    '{field} debe empezar por http(s):// o /',
  ],
} as const satisfies Record<string, Wording>;
