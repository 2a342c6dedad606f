import { useTexts } from '@/components/use-texts';
import { ANALYSIS_TEXTS } from './texts';

export function useAnalysisText() {
  const { language, t } = useTexts(ANALYSIS_TEXTS);
  return { language, a: t };
}
