import { useCallback } from 'react';
import { hasText, translate } from '@/locales';
import { useAppSelector } from '@/store/hooks';

/** The texts of the chosen language; a component re-renders when the language changes. */
export function useTranslation() {
  const language = useAppSelector((s) => s.app.language);
  const t = useCallback((key: string) => translate(key, language), [language]);
  return { t, i18n: { language, exists: hasText } };
}
