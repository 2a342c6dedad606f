import { useLocation } from 'react-router-dom';
import { EDU_CHANNELS, type EduChannel } from '@/contract/resource/edu-program';
import { eduContentEntity, eduProgramEntity, type EntityDef } from '@/contract/resource';
import { useAppSelector } from '@/store/hooks';
import { useTexts } from '@/components/use-texts';
import { EDU_TEXTS, EXAM_STATUS, QUESTION_KINDS } from './texts';

/**
 * The channel a route belongs to ('/educational/towstdaneactContent_info' -> towstdaneact), and its screens'
 * entities (their list and detail follow from the route shown).
 */
export function useChannel(): { channel: EduChannel; programs: EntityDef; contents: EntityDef } {
  const { pathname } = useLocation();
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  const channel = EDU_CHANNELS.find((c) => segment.startsWith(c)) ?? 'mwarningedu';
  return { channel, programs: eduProgramEntity, contents: eduContentEntity };
}

/** The education screens' words in the user's language: `w(key, { name: value })`. */
export const useEduTexts = () => useTexts(EDU_TEXTS).t;
/** A question kind's name by its code. */
export const useKindWords = () => useTexts(QUESTION_KINDS).t;
/** An exam's standing for the member by its code. */
export const useStatusWords = () => useTexts(EXAM_STATUS).t;

/** The caller's own organisation: where a new programme, question or exam belongs unless they choose another. */
export const useOwnOrg = (): string => useAppSelector((s) => s.session.orgId);

export const percent = (v: number | string | null | undefined) =>
  typeof v === 'number' ? `${Math.round(v * 1000) / 10}%` : '—';
