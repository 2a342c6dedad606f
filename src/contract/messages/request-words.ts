import type { Wording } from '../language-words';

/** What any call may answer: a request the server cannot take, a refusal, a failure of its own. */
export const REQUEST_WORDS = {
  'request.tooLarge': ['请求内容超过2MB', 'The request is larger than 2 MB', 'La solicitud supera los 2 MB'],
  'request.invalid': ['请求无效', 'The request is not valid', 'La solicitud no es válida'],
  'request.internal': [
    '服务器内部错误，请稍后再试',
    'Something went wrong on the server; please try again later',
    'Algo falló en el servidor; inténtelo más tarde',
  ],
  'request.noSuchCall': ['接口不存在', 'There is no such call', 'No existe esa llamada'],
  'request.undecryptable': [
    '请求内容无法解密',
    'The request could not be decrypted',
    'No se pudo descifrar la solicitud',
  ],
  'request.nul': ['请求内容含有NUL字符', 'The request holds a NUL character', 'La solicitud contiene un carácter NUL'],
  'request.tooDeep': [
    '请求内容嵌套超过{depth}层',
    'The request nests deeper than {depth} levels',
    'La solicitud anida más de {depth} niveles',
  ],
  'request.forbiddenKey': [
    '请求内容含有不允许的字段：{key}',
    'The request holds a field that is not allowed: {key}',
    'La solicitud contiene un campo no permitido: {key}',
  ],
  'request.fieldNul': [
    '字段{key}含有NUL字符',
    'Field {key} holds a NUL character',
    'El campo {key} contiene un carácter NUL',
  ],
  'request.fieldNumberRange': [
    '字段{key}的数值超出范围',
    'Field {key} holds a number out of range',
    'El campo {key} contiene un número fuera de rango',
  ],
  'request.root': ['(根)', '(root)', '(raíz)'],
  'request.notJson': ['请求内容不是有效的JSON', 'The request is not valid JSON', 'La solicitud no es JSON válido'],
  'request.fieldInvalid': [
    '字段 {field} 无效：{problem}',
    'Field {field} is not valid: {problem}',
    'El campo {field} no es válido: {problem}',
  ],
  'request.bodyInvalid': [
    '请求内容无效：{problem}',
    'The request is not valid: {problem}',
    'La solicitud no es válida: {problem}',
  ],
  'request.problem.type': ['类型不正确', 'wrong type', 'tipo incorrecto'],
  'request.problem.tooSmall': ['不能小于{min}', 'must be at least {min}', 'debe ser al menos {min}'],
  'request.problem.tooBig': ['不能大于{max}', 'must be at most {max}', 'debe ser como máximo {max}'],
  'request.problem.tooShort': ['至少{min}个字符', 'at least {min} characters', 'al menos {min} caracteres'],
  'request.problem.tooLong': ['最多{max}个字符', 'at most {max} characters', 'como máximo {max} caracteres'],
  'request.problem.tooFew': ['至少{min}项', 'at least {min} items', 'al menos {min} elementos'],
  'request.problem.tooManyItems': ['最多{max}项', 'at most {max} items', 'como máximo {max} elementos'],
  'request.problem.format': ['格式不正确', 'wrong format', 'formato incorrecto'],
  'request.problem.value': ['取值不正确', 'value not allowed', 'valor no permitido'],
  'request.problem.unknownKeys': ['含有多余的字段', 'has fields it does not take', 'tiene campos que no admite'],
  'request.problem.other': ['内容不正确', 'not valid', 'no válido'],
  'request.problem.day': [
    '日期格式应为YYYY-MM-DD',
    'dates are written YYYY-MM-DD',
    'las fechas se escriben AAAA-MM-DD',
  ],
  'request.problem.month': [
    '应为年月（YYYY-MM）',
    'a year and month is written YYYY-MM',
    'un año y mes se escribe AAAA-MM',
  ],
  'request.problem.jobId': ['任务编号无效', 'not a job id', 'no es un identificador de tarea'],
  'request.problem.signaturePng': [
    '签名应为PNG图片',
    'the signature must be a PNG image',
    'la firma debe ser una imagen PNG',
  ],
  'request.tooFrequent': [
    '操作过于频繁，请稍后再试',
    'Too many requests; please try again later',
    'Demasiadas solicitudes; inténtelo más tarde',
  ],
} as const satisfies Record<string, Wording>;

/** Who may do what: the refusals of the session, the privileges and the scope. */
export const ACCESS_WORDS = {
  'access.sessionExpired': [
    '登录已失效，请重新登录',
    'Your session has expired; please sign in again',
    'Su sesión ha caducado; inicie sesión de nuevo',
  ],
  'access.forbidden': ['没有权限执行此操作', 'You are not allowed to do this', 'No tiene permiso para hacer esto'],
  'access.orgOutOfScope': [
    '无权在该组织下操作',
    'You may not act for this organisation',
    'No puede actuar por esta organización',
  ],
  'access.notYourRole': ['您没有该角色', 'You do not hold this role', 'No tiene este rol'],
} as const satisfies Record<string, Wording>;

/** Signing in and passwords. */
export const AUTH_WORDS = {
  'auth.wrongCredentials': ['账号或密码错误', 'Wrong account or password', 'Cuenta o contraseña incorrecta'],
  'auth.wrongCaptcha': [
    '验证码错误或已过期',
    'The verification code is wrong or has expired',
    'El código de verificación es incorrecto o ha caducado',
  ],
  'auth.enterAccount': ['请输入账号', 'Please enter the account', 'Introduzca la cuenta'],
  'auth.enterPassword': ['请输入密码', 'Please enter the password', 'Introduzca la contraseña'],
  'auth.enterCaptcha': ['请输入验证码', 'Please enter the verification code', 'Introduzca el código de verificación'],
  'auth.badPasswordCipher': [
    '密码加密格式错误，请刷新页面后重试',
    'The password was not encrypted properly; please reload the page and try again',
    'La contraseña no se cifró correctamente; recargue la página e inténtelo de nuevo',
  ],
  'auth.accountDisabled': [
    '账号已停用，请联系管理员',
    'This account is disabled; please contact the administrator',
    'Esta cuenta está desactivada; contacte con el administrador',
  ],
  'auth.noRole': [
    '账号未分配角色，请联系管理员',
    'This account has no role; please contact the administrator',
    'Esta cuenta no tiene rol; contacte con el administrador',
  ],
  'auth.signedIn': ['登录成功', 'Signed in', 'Sesión iniciada'],
  'auth.locked': [
    '登录失败次数过多，账号已锁定，请{minutes}分钟后再试',
    'Too many failed sign-ins: the account is locked; try again in {minutes} minutes',
    'Demasiados intentos fallidos: la cuenta está bloqueada; inténtelo dentro de {minutes} minutos',
  ],
  'auth.wrongOldPassword': ['原密码错误', 'The old password is wrong', 'La contraseña anterior es incorrecta'],
  'auth.changeOwnPassword': [
    '请通过“修改密码”修改本人密码',
    'Change your own password with “Change password”',
    'Cambie su propia contraseña con «Cambiar contraseña»',
  ],
  'auth.accountNotFound': ['账号不存在', 'The account does not exist', 'La cuenta no existe'],
  'password.tooShort': ['密码至少{min}位', 'At least {min} characters', 'Al menos {min} caracteres'],
  'password.tooLong': ['密码不能超过{max}字节', 'At most {max} bytes', 'Como máximo {max} bytes'],
  'password.classes': [
    '密码须包含大写字母、小写字母、数字、符号中的至少{min}类',
    'Use at least {min} of: capitals, small letters, digits, symbols',
    'Use al menos {min} de: mayúsculas, minúsculas, cifras, símbolos',
  ],
  'password.sameAsOld': [
    '新密码不能与旧密码相同',
    'The new password must differ from the old one',
    'La nueva contraseña debe ser distinta de la anterior',
  ],
  'password.holdsAccount': [
    '密码不能包含账号名',
    'The password cannot contain the account name',
    'La contraseña no puede contener el nombre de la cuenta',
  ],
} as const satisfies Record<string, Wording>;
