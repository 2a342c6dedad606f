import { useAppSelector } from '@/store/hooks';
import { FEE_TEXTS, fill } from './texts';
import { nowInGroupZone } from '@/utils/zoned-time';

/** The fee screens' words in the user's language, with {name} filled in. */
export function useFeeTexts() {
  const language = useAppSelector((s) => s.app.language);
  const words = FEE_TEXTS[language];
  return {
    language,
    w: words,
    f: (key: keyof typeof words, vars: Record<string, string | number>) => fill(words[key], vars),
  };
}

export const thisMonth = () => nowInGroupZone().format('YYYY-MM');
export const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(2)}%`);
