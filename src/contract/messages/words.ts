/** Every table of wordings, by area: each code is declared in one of them only (the unit test holds that). */
export { AFFAIRS_WORDS } from './affairs-words';
export { AREA_WORDS } from './area-words';
export { FACTOR_WORDS } from './factor-words';
export { FIELD_WORDS, PATTERN_WORDS } from './field-words';
export { NOTICE_WORDS } from './notice-words';
export { ORGANIZATION_WORDS } from './organization-words';
export { RECORD_WORDS } from './record-words';
export { RULE_WORDS } from './rule-words';
export { SHEET_WORDS } from './sheet-words';
export { ACCESS_WORDS, AUTH_WORDS, REQUEST_WORDS } from './request-words';
export { SYSTEM_WORDS } from './system-words';
export { WARNING_WORDS } from './warning-words';
export { MY_WORDS } from './my-words';
export { STATISTICS_WORDS } from './statistics-words';
export { REGISTER_WORDS } from './register-words';
export { POINTS_WORDS } from './points-words';
export { DOCUMENT_WORDS } from './document-words';
