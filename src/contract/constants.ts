/** Business constants and limits of the specification (section 9). */
export const REQUEST_TIMEOUT_MS = 3_600_000;
export const TOAST_DURATION_MS = 5000;
export const TOKEN_COOKIE = 'Admin-Token';
export const SIDEBAR_WIDTH_PX = 210;
export const MOBILE_BREAKPOINT_PX = 992;
export const DEFAULT_THEME = '#1890ff';
export const SUBMENU_ACTIVE_COLOR = '#D32D2E';
export const DEFAULT_SIZE = 'medium';
export const LANGUAGES = ['en', 'zh', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const TAG_BAR_PADDING_PX = 4;
export const CONTEXT_MENU_WIDTH_PX = 105;
export const LONG_TAP_MS = 1000;
export const SWIPE_THRESHOLD_X_PX = 10;
export const SWIPE_THRESHOLD_Y_PX = 100;
export const SWIPE_PLUGIN_THRESHOLD = 50;
export const PRODUCT_TITLE = '公交客运集团党建管理系统';

/** The group's time zone unless APP_TIME_ZONE names another: times are shown and picked in it. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
export const GROUP_NAME = '公交客运集团';
export const MEMBER_ROLE_VALUE = '1';
export const CLIENT_TYPE_WEB = '1';
/** Plaintext JSON bodies above this are refused with 413. */
export const MAX_JSON_BODY_BYTES = 2 * 1024 * 1024;
/** jsencrypt corrupts longer input with a 2048-bit key. */
export const MAX_PASSWORD_BYTES = 190;
export const MESSAGES = {
  formLoadFailed: '获取表单信息失败',
  submitOk: '提交成功',
  submitFailed: '提交失败',
  guardFallback: 'Has Error',
  emptyUserInfo: 'Verification failed, please Login again.',
  rolesNotArray: 'getInfo: roles must be a non-null array!',
} as const;
