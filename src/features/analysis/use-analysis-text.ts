import { useAppSelector } from '@/store/hooks';
import { analysisText, type AnalysisText } from './texts';

export function useAnalysisText() {
  const language = useAppSelector((s) => s.app.language);
  return {
    language,
    a: (key: AnalysisText, vars?: Record<string, string | number>) => analysisText(key, language, vars),
  };
}
