import { useTranslation } from '@/components/use-translation';

/** Every numeric figure the server sends; the known ones get a label, the rest show their key. */
export function Figures({ figures }: { figures: Record<string, number> }) {
  const { t, i18n } = useTranslation();
  const entries = Object.entries(figures ?? {}).filter(([, v]) => typeof v === 'number');
  return (
    <ul className="figure-grid" aria-label={t('dashboard.figures')}>
      {entries.map(([key, value]) => {
        const labelKey = `dashboard.figure.${key}`;
        return (
          <li key={key} className="figure-card">
            <span className="figure-label">{i18n.exists(labelKey) ? t(labelKey) : key}</span>
            <strong className="figure-value">{value.toLocaleString()}</strong>
          </li>
        );
      })}
    </ul>
  );
}
