import { useState } from 'react';
import { myGatherings, type MyGathering } from '@/contract/calls/my';
import { useCallQuery } from '@/store/use-call';
import { AreaPanel } from './area-panel';
import { OfflineNotice } from './offline-notice';
import { useMyText } from './texts';
import { YearSwitch } from './year-switch';
import './my.css';
import { groupZone, yearInGroupZone } from '@/utils/zoned-time';

const TONE: Record<MyGathering['status'], string> = { attended: 'good', missed: 'bad', upcoming: 'ahead' };

/** A member's own meetings and activities of a year: attended, missed (with the make-up study it needs), ahead. */
export default function MeetingsPage() {
  const { t, language } = useMyText();
  const [year, setYear] = useState(yearInGroupZone);
  const { data, isError, refetch } = useCallQuery(myGatherings, { year });
  const when = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(language === 'zh' ? 'zh-CN' : language, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: groupZone(),
        })
      : '—';
  return (
    <div className="my-screen">
      <OfflineNotice />
      <div className="my-card">
        <h1>{t('tileMeetings')}</h1>
        <YearSwitch year={year} onChange={setYear} />
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
      {data && !data.records.length && <p className="my-card">{t('noMeetings')}</p>}
      {data && data.records.length > 0 && (
        <ul className="my-list" aria-label={t('tileMeetings')} data-testid="my-meetings">
          {data.records.map((g) => (
            <li key={`${g.kind}-${g.id}`} className="my-card">
              <h2>{g.topic}</h2>
              <p>
                {t(g.kind === 'meeting' ? 'meetingKind' : 'activityKind')} · {when(g.at)}
                {g.place && ` · ${g.place}`}
              </p>
              <p>
                <span className={`my-state ${TONE[g.status]}`}>{t(g.status)}</span>
                {g.selfCheckIn && <span className="my-state good"> {t('selfCheckIn')}</span>}
              </p>
              {g.absenceReason && <p>{t('absentBecause', { r: g.absenceReason })}</p>}
              {g.makeUp && <p>{g.makeUp.studiedAt ? t('makeUpDone') : t('makeUpNeeded')}</p>}
            </li>
          ))}
        </ul>
      )}
      <AreaPanel panel="makeUp" />
    </div>
  );
}
