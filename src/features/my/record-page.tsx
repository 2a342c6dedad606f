import { useState } from 'react';
import { myRecord } from '@/contract/calls/my';
import { memberEntity } from '@/contract/resource/member';
import { dictLabel } from '@/store/dictionary-slice';
import { useAppSelector } from '@/store/hooks';
import { useCallQuery } from '@/store/use-call';
import { CorrectionForm } from './correction-form';
import { OfflineNotice } from './offline-notice';
import { useMyText } from './texts';
import './my.css';

/** The fields a member reads of their own record: what identifies them and their standing, not the staff's notes. */
const SHOWN = memberEntity.fields.filter((f) => !('virtual' in f && f.virtual) && f.kind !== 'bool');

/** What the branch holds about the member (sensitive values masked by the server), with a way to ask for a correction. */
export default function RecordPage() {
  const { t, language } = useMyText();
  const { data, isError, refetch } = useCallQuery(myRecord, {});
  const dictionary = useAppSelector((s) => s.dictionary);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  const shown = (name: string, kind: string, dict: string | undefined) => {
    const v = data?.record[name];
    if (v === null || v === undefined || v === '') return '—';
    if (name === 'orgId') return String(data?.record.orgName ?? v);
    return kind === 'dict' && dict ? dictLabel({ dictionary }, dict, v) : String(v);
  };
  const items = SHOWN.map((f) => ({ name: f.name, label: f.label[language] }));
  return (
    <div className="my-screen">
      <OfflineNotice />
      <div className="my-card">
        <h1>{t('tileRecord')}</h1>
        <p>{t('recordIntro')}</p>
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
      {data && (
        <>
          <dl className="my-card my-fields" data-testid="my-record">
            {SHOWN.map((f) => (
              <div key={f.name} style={{ display: 'contents' }}>
                <dt>{f.label[language]}</dt>
                <dd>{shown(f.name, f.kind, 'dict' in f ? f.dict : undefined)}</dd>
              </div>
            ))}
          </dl>
          {sent && (
            <p className="my-card" role="status">
              {t('sent')}
            </p>
          )}
          {asking ? (
            <CorrectionForm
              items={items}
              onDone={(done) => {
                setAsking(false);
                setSent(done);
              }}
            />
          ) : (
            <p>
              <button type="button" className="my-button" onClick={() => setAsking(true)}>
                {t('requestCorrection')}
              </button>
            </p>
          )}
          {data.corrections.length > 0 && (
            <section className="my-card" aria-labelledby="my-corrections">
              <h2 id="my-corrections">{t('myCorrections')}</h2>
              <ul className="my-list">
                {data.corrections.map((c) => (
                  <li key={c.id}>
                    <strong>{c.field}</strong> → {c.proposed}
                    <br />
                    {c.note ? t('answer', { n: c.note }) : <span className="my-state ahead">{t('awaiting')}</span>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
