import { useState } from 'react';
import { feeMine } from '@/contract/calls/fees';
import { FEE_STATUS } from '@/contract/resource/fee-income';
import { useCallQuery } from '@/store/use-call';
import { OfflineNotice } from './offline-notice';
import { useMyText, type MyTextKey } from './texts';
import { YearSwitch } from './year-switch';
import './my.css';
import { yearInGroupZone } from '@/utils/zoned-time';

const STATUS: Record<string, { word: MyTextKey; tone: string }> = {
  [FEE_STATUS.paid]: { word: 'statusPaid', tone: 'good' },
  [FEE_STATUS.unpaid]: { word: 'statusUnpaid', tone: 'bad' },
  [FEE_STATUS.backPaid]: { word: 'statusBackPaid', tone: 'good' },
  [FEE_STATUS.exempt]: { word: 'statusExempt', tone: 'good' },
  [FEE_STATUS.reduced]: { word: 'statusReduced', tone: 'good' },
};

/** A member's own dues on a phone: a card per month (due, paid, date, state) and the year's total. */
export default function DuesPage() {
  const { t } = useMyText();
  const [year, setYear] = useState(yearInGroupZone);
  const { data, isError, refetch } = useCallQuery(feeMine, { year });
  return (
    <div className="my-screen">
      <OfflineNotice />
      <div className="my-card">
        <h1>{t('tileDues')}</h1>
        <YearSwitch year={year} onChange={setYear} />
        {data && <p data-testid="dues-total">{t('yearTotal', { due: data.due, paid: data.paid })}</p>}
      </div>
      {isError && (
        <p role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="my-button" onClick={() => refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {!data && !isError && <p aria-busy="true">{t('loading')}</p>}
      {data && !data.records.length && <p className="my-card">{t('noDues')}</p>}
      {data && data.records.length > 0 && (
        <ul className="my-list my-months" aria-label={t('tileDues')}>
          {[...data.records]
            .sort((a, b) => b.month.localeCompare(a.month))
            .map((r) => {
              const state = STATUS[r.status] ?? STATUS[FEE_STATUS.unpaid];
              return (
                <li key={r.id} className="my-card">
                  <dl className="my-month">
                    <dt>{r.month}</dt>
                    <dd>
                      {t('due')} {r.due ?? '—'}
                    </dd>
                    <dd>
                      {t('paid')} {r.paid ?? '—'}
                    </dd>
                    {r.paidOn && (
                      <dd>
                        {t('paidOn')} <span className="my-date">{r.paidOn}</span>
                      </dd>
                    )}
                    <dd>
                      <span className={`my-state ${state.tone}`}>{t(state.word)}</span>
                    </dd>
                  </dl>
                </li>
              );
            })}
        </ul>
      )}
    </div>
  );
}
