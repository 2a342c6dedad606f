import { runtimeConfig } from '@/api/runtime-config';

/**
 * The group's zone (APP_TIME_ZONE, Asia/Shanghai by default), in which every time a person reads or picks is
 * shown. On its own, without dayjs (zoned-time.ts), for what only hands it to Intl: the member's home.
 */
export const groupZone = (): string => runtimeConfig().timeZone;
