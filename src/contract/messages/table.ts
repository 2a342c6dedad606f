import { FIELD_WORDS, PATTERN_WORDS } from './field-words';
import { RECORD_WORDS } from './record-words';
import { ACCESS_WORDS, AUTH_WORDS, REQUEST_WORDS } from './request-words';
import { WARNING_WORDS } from './warning-words';
import { AREA_WORDS } from './area-words';
import { SYSTEM_WORDS } from './system-words';
import { AFFAIRS_WORDS } from './affairs-words';
import { ORGANIZATION_WORDS } from './organization-words';

/** Every message's wording in zh, en and es: the one place a text a person reads is written. */
export const WORDINGS = {
  ...REQUEST_WORDS,
  ...ACCESS_WORDS,
  ...AUTH_WORDS,
  ...FIELD_WORDS,
  ...PATTERN_WORDS,
  ...RECORD_WORDS,
  ...WARNING_WORDS,
  ...AREA_WORDS,
  ...SYSTEM_WORDS,
  ...AFFAIRS_WORDS,
  ...ORGANIZATION_WORDS,
} as const;
