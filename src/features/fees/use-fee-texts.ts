import { useTexts } from '@/components/use-texts';
import { FEE_TEXTS } from './texts';
import { nowInGroupZone } from '@/utils/zoned-time';

/** The dues screens' words in the user's language: `w(key, { name: value })`. */
export function useFeeTexts() {
  const { language, t } = useTexts(FEE_TEXTS);
  return { language, w: t };
}

export const thisMonth = () => nowInGroupZone().format('YYYY-MM');
export const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(2)}%`);
