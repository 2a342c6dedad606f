import { useMyText } from './texts';
import { yearInGroupZone } from '@/utils/zoned-time';

/** The year a member's screen shows, with a step back and forward (large enough to tap). */
export function YearSwitch({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const { t, language } = useMyText();
  const label = (y: number) => t('year', { y });
  const word =
    language === 'zh'
      ? ['上一年', '下一年']
      : language === 'en'
        ? ['Previous year', 'Next year']
        : ['Año anterior', 'Año siguiente'];
  return (
    <div className="my-actions" style={{ alignItems: 'center', marginTop: 0 }}>
      <button type="button" className="my-button secondary" aria-label={word[0]} onClick={() => onChange(year - 1)}>
        ‹
      </button>
      <strong aria-live="polite">{label(year)}</strong>
      <button
        type="button"
        className="my-button secondary"
        aria-label={word[1]}
        disabled={year >= yearInGroupZone()}
        onClick={() => onChange(year + 1)}
      >
        ›
      </button>
    </div>
  );
}
