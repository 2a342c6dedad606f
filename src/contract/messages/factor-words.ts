import type { Wording } from '../language-words';

/** The second factor and the password's life at sign-in (MLPS level 3 identity authentication). */
export const FACTOR_WORDS = {
  'auth.enterFactorCode': ['请输入动态口令', 'Please enter the code', 'Introduzca el código'],
  'auth.factorCodeMalformed': [
    '动态口令应为6位数字，或恢复码（如 ab12-cd34）',
    'The code is six digits, or a recovery code such as ab12-cd34',
    'El código tiene seis dígitos, o es un código de recuperación como ab12-cd34',
  ],
  'auth.wrongFactorCode': [
    '动态口令错误或已过期',
    'The code is wrong or has expired',
    'El código es incorrecto o ha caducado',
  ],
  'auth.factorCodeReused': [
    '该动态口令已使用过，请等待下一个口令',
    'This code has already been used; wait for the next one',
    'Este código ya se ha usado; espere al siguiente',
  ],
  'auth.challengeExpired': [
    '登录已超时（5分钟），请重新登录',
    'The sign-in has timed out (five minutes); please sign in again',
    'El inicio de sesión ha caducado (cinco minutos); vuelva a iniciar sesión',
  ],
  'auth.challengeWrongStep': [
    '登录流程不符，请按页面提示操作',
    'This sign-in is waiting for another step; follow the page',
    'Este inicio de sesión espera otro paso; siga la página',
  ],
  'auth.factorNotEnrolling': ['请先获取新的密钥', 'Ask for a new secret first', 'Solicite primero un secreto nuevo'],
  'auth.factorRequired': [
    '特权角色必须启用第二因素',
    'A privileged role must keep its second factor',
    'Un rol privilegiado debe mantener su segundo factor',
  ],
  'auth.passwordOwed': ['请先设置新密码', 'Set a new password first', 'Establezca primero una contraseña nueva'],
  'auth.factorAlreadyOn': [
    '第二因素已启用；更换设备请联系安全管理员重置',
    'The second factor is already on; to move it to another device, ask the security administrator to reset it',
    'El segundo factor ya está activo; para pasarlo a otro dispositivo, pida al administrador de seguridad que lo restablezca',
  ],
  'auth.resetOwnFactor': [
    '不能重置自己的第二因素',
    "One cannot reset one's own second factor",
    'No se puede restablecer el propio segundo factor',
  ],
  'password.reused': [
    '不能使用最近{count}次用过的密码',
    'The password may not be one of the last {count} used',
    'La contraseña no puede ser una de las últimas {count} usadas',
  ],
  'factor.reset': [
    '已重置第二因素，该账号下次登录时重新绑定',
    'The second factor is reset: the account enrols again at its next sign-in',
    'Se ha restablecido el segundo factor: la cuenta se registrará de nuevo en su próximo inicio de sesión',
  ],
} as const satisfies Record<string, Wording>;
