/** Meetings and activities a member may check in to by QR code. */
export type GatheringKind = 'meeting' | 'activity';

/** The screen a check-in code's link opens: the member lands here, signed in or after signing in. */
export const CHECK_IN_PATH = '/my/checkin';

/**
 * When check-in is open around a gathering's time, in minutes: the standard matters `checkIn.minutesBefore`
 * and `checkIn.minutesAfter` change it; these are their defaults.
 */
export const CHECK_IN_WINDOW = { before: 60, after: 120 } as const;

/** The link a check-in code carries, relative to the app's address. */
export const checkInLink = (code: string): string => `${CHECK_IN_PATH}?code=${encodeURIComponent(code)}`;
