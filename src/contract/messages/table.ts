import * as tables from './words';

/** Every message's wording in zh, en and es: the one place a text a person reads is written. */
export const WORDINGS = {
  ...tables.REQUEST_WORDS,
  ...tables.ACCESS_WORDS,
  ...tables.AUTH_WORDS,
  ...tables.FACTOR_WORDS,
  ...tables.FIELD_WORDS,
  ...tables.PATTERN_WORDS,
  ...tables.RECORD_WORDS,
  ...tables.WARNING_WORDS,
  ...tables.AREA_WORDS,
  ...tables.SYSTEM_WORDS,
  ...tables.AFFAIRS_WORDS,
  ...tables.ORGANIZATION_WORDS,
  ...tables.RULE_WORDS,
  ...tables.SHEET_WORDS,
  ...tables.NOTICE_WORDS,
  ...tables.MY_WORDS,
  ...tables.STATISTICS_WORDS,
  ...tables.REGISTER_WORDS,
  ...tables.POINTS_WORDS,
  ...tables.DOCUMENT_WORDS,
  ...tables.COMMENDATION_WORDS,
  ...tables.DATA_CALL_WORDS,
  ...tables.APPRAISAL_WORDS,
} as const;
