import { useState } from 'react';
import { myPoints } from '@/contract/calls/points';
import { useCallQuery } from '@/store/use-call';
import { useAppSelector } from '@/store/hooks';
import { dictLabel } from '@/store/dictionary-slice';
import type { PointsSource } from '@/contract/points-rules';
import { OfflineNotice } from './offline-notice';
import { useMyText } from './texts';
import { YearSwitch } from './year-switch';
import './my.css';
import './points.css';
import { yearInGroupZone } from '@/utils/zoned-time';

/** A member's own points on a phone: the year's total, their rank in the branch, each source and every entry. */
export default function PointsPage() {
  const { t } = useMyText();
  const dictionary = useAppSelector((s) => s.dictionary);
  const sourceName = (source: PointsSource) => dictLabel({ dictionary }, 'pointsSource', source);
  const [year, setYear] = useState(yearInGroupZone);
  const { data, isError, refetch } = useCallQuery(myPoints, { year });
  const tone = (n: number) => (n < 0 ? 'bad' : 'good');
  return (
    <div className="my-screen">
      <OfflineNotice />
      <div className="my-card">
        <h1>{t('tilePoints')}</h1>
        <YearSwitch year={year} onChange={setYear} />
        {data && (
          <>
            <p className="my-points-total" data-testid="points-total">
              {t('pointsTotal', { y: year, n: data.total })}
            </p>
            <p data-testid="points-rank">{t('pointsRank', { r: data.branchRank, n: data.branchSize })}</p>
          </>
        )}
      </div>
      {isError && (
        <p role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="my-button" onClick={() => refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {data === undefined && !isError && <p aria-busy="true">{t('loading')}</p>}
      {data && !data.items.length && <p className="my-card">{t('noPoints')}</p>}
      {data && data.lines.length > 0 && (
        <section className="my-card" aria-labelledby="points-by-source">
          <h2 id="points-by-source">{t('pointsBySource')}</h2>
          <dl className="my-points-lines">
            {data.lines.map((l) => (
              <div key={l.source}>
                <dt>{sourceName(l.source)}</dt>
                <dd>
                  {t('pointsCount', { n: l.count })} · <span className={`my-state ${tone(l.points)}`}>{l.points}</span>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {data && data.items.length > 0 && (
        <section aria-labelledby="points-items">
          <h2 id="points-items" className="my-section-title">
            {t('pointsItems')}
          </h2>
          <ul className="my-list" aria-label={t('pointsItems')} data-testid="my-points">
            {data.items.map((i, n) => (
              <li key={`${i.source}-${i.on}-${n}`} className="my-card my-points-item">
                <div>
                  <h3>{i.title || sourceName(i.source)}</h3>
                  <p>
                    <span className="my-date">{i.on}</span> · {sourceName(i.source)}
                    {i.minutes !== null && ` · ${t('pointsMinutes', { n: i.minutes })}`}
                    {i.capped && ` · ${t('pointsCapped')}`}
                  </p>
                </div>
                <strong className={`my-state ${tone(i.points)}`}>{i.points > 0 ? `+${i.points}` : i.points}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
