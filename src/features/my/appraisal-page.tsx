import { useState, type FormEvent } from 'react';
import { castAppraisalBallot, myAppraisals, selfAssess, type MyAppraisal } from '@/contract/calls/appraisal';
import { useCallMutation, useCallQuery } from '@/store/use-call';
import { useAppSelector } from '@/store/hooks';
import { dictLabel } from '@/store/dictionary-slice';
import { OfflineNotice } from './offline-notice';
import { useMyText } from './texts';
import './my.css';
import './appraisal.css';

const GRADES = ['1', '2', '3', '4'] as const;
type Grade = (typeof GRADES)[number];

/** The member's self-assessment of a round under way, rewritten as often as they like until it closes. */
function SelfAssessment({ round }: { round: MyAppraisal }) {
  const { t } = useMyText();
  const [save, { isLoading }] = useCallMutation(selfAssess);
  const [text, setText] = useState(round.selfAssessment ?? '');
  const [saved, setSaved] = useState(false);
  const id = `self-${round.id}`;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    // A refusal (a stale version) is shown by the request layer's toast; the text stays to try again.
    await save({ appraisalId: round.id, version: round.version, text })
      .unwrap()
      .then(() => setSaved(true))
      .catch(() => undefined);
  };
  return (
    <form className="my-form" onSubmit={submit}>
      <label htmlFor={id}>{t('selfAssessment')}</label>
      <p className="my-hint">{t('selfAssessmentHint')}</p>
      <textarea
        id={id}
        rows={6}
        maxLength={3000}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setSaved(false);
        }}
        required
      />
      <div className="my-actions">
        <button type="submit" className="my-button" disabled={isLoading || !text.trim()}>
          {t('saveSelfAssessment')}
        </button>
        {saved && <span role="status">{t('selfAssessmentSaved')}</span>}
      </div>
    </form>
  );
}

/** One ballot: a grade for each other member taking part, sent once and never tied to the voter. */
function Ballot({ round }: { round: MyAppraisal }) {
  const { t } = useMyText();
  const dictionary = useAppSelector((s) => s.dictionary);
  const gradeName = (g: string) => dictLabel({ dictionary }, 'appraisalGrade', g);
  const [cast, { isLoading }] = useCallMutation(castAppraisalBallot);
  const [grades, setGrades] = useState<Record<number, Grade>>({});
  const left = round.peers.filter((p) => !grades[p.memberId]).length;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (left) return;
    await cast({
      appraisalId: round.id,
      grades: round.peers.map((p) => ({ memberId: p.memberId, grade: grades[p.memberId] })),
    })
      .unwrap()
      .catch(() => undefined);
  };
  return (
    <form onSubmit={submit} aria-label={t('mutualAppraisal')}>
      <p className="my-hint">{t('ballotHint')}</p>
      <ul className="my-ballot">
        {round.peers.map((p) => (
          <li key={p.memberId}>
            <fieldset>
              <legend>{p.name}</legend>
              <div className="my-grades">
                {GRADES.map((g) => (
                  <label key={g} className={grades[p.memberId] === g ? 'chosen' : undefined}>
                    <input
                      type="radio"
                      name={`grade-${round.id}-${p.memberId}`}
                      value={g}
                      checked={grades[p.memberId] === g}
                      onChange={() => setGrades((x) => ({ ...x, [p.memberId]: g }))}
                    />
                    {gradeName(g)}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      <div className="my-actions">
        <button type="submit" className="my-button" disabled={isLoading || left > 0}>
          {t('castBallot')}
        </button>
        {left > 0 && <span>{t('ballotIncomplete', { n: left })}</span>}
      </div>
    </form>
  );
}

/** 民主评议 on a phone: each round the member takes part in, their self-assessment, their ballot and, once approved, their grade. */
export default function AppraisalPage() {
  const { t } = useMyText();
  const dictionary = useAppSelector((s) => s.dictionary);
  const { data, isError, refetch } = useCallQuery(myAppraisals, {});
  return (
    <div className="my-screen">
      <OfflineNotice />
      <div className="my-card">
        <h1>{t('tileAppraisal')}</h1>
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
      {data && !data.length && <p className="my-card">{t('noAppraisal')}</p>}
      {data?.map((round) => (
        <section key={round.id} className="my-card my-appraisal" aria-labelledby={`appraisal-${round.id}`}>
          <h2 id={`appraisal-${round.id}`}>{round.title}</h2>
          <p>
            {t('appraisalPeriod', { from: round.startsOn, to: round.endsOn, org: round.orgName })} ·{' '}
            {dictLabel({ dictionary }, 'appraisalState', round.state)}
          </p>
          {round.finalGrade && (
            <p className="my-appraisal-result">
              {t('appraisalResult', { g: dictLabel({ dictionary }, 'appraisalGrade', round.finalGrade) })}
            </p>
          )}
          {round.state === 'open' && <SelfAssessment round={round} />}
          {round.state === 'open' && round.peers.length > 0 && (
            <>
              <h3>{t('mutualAppraisal')}</h3>
              {round.voted ? <p role="status">{t('ballotCast')}</p> : <Ballot round={round} />}
            </>
          )}
          {round.state !== 'open' && !round.finalGrade && <p>{t('appraisalClosed')}</p>}
        </section>
      ))}
    </div>
  );
}
