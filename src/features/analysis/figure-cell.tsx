import type { MeasureInfo } from '@/api/analysis';

/** A figure as its unit reads: rates as percentages (red below 60%, green from 90%), scores and minutes as numbers. */
export function FigureCell({
  value,
  measure,
}: {
  value: number | null | undefined;
  measure: Pick<MeasureInfo, 'unit'>;
}) {
  if (value === null || value === undefined) return <span className="muted">—</span>;
  if (measure.unit !== 'rate') return <>{value.toFixed(1)}</>;
  const cls = value < 0.6 ? 'figure-bad' : value >= 0.9 ? 'figure-good' : undefined;
  return <span className={cls}>{(value * 100).toFixed(1)}%</span>;
}
