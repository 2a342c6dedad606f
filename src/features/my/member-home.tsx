import { Link } from 'react-router-dom';
import { useHoldFrameExtras } from '@/components/frame-extras';
import { useAppSelector } from '@/store/hooks';
import { MY_PATHS } from './paths';
import { useMyText, type MyTextKey } from './texts';
import { useMyTodos } from './use-my-todos';
import { OfflineNotice } from './offline-notice';
import { TileIcon } from './tile-icon';
import './my.css';

const TILES: { key: keyof typeof MY_PATHS; label: MyTextKey }[] = [
  { key: 'study', label: 'tileStudy' },
  { key: 'exams', label: 'tileExams' },
  { key: 'votes', label: 'tileVotes' },
  { key: 'announcements', label: 'tileAnnouncements' },
  { key: 'dues', label: 'tileDues' },
  { key: 'meetings', label: 'tileMeetings' },
  { key: 'record', label: 'tileRecord' },
  { key: 'points', label: 'tilePoints' },
  { key: 'appraisal', label: 'tileAppraisal' },
];

/**
 * A member's own home (role value '1', and any member on a phone): who they are, only their own to-dos,
 * and large tiles to their screens. No branch figures, no clerk's to-dos, no link to a clerk's screen.
 */
export default function MemberHome() {
  const { t } = useMyText();
  const name = useAppSelector((s) => s.session.name);
  const branch = useAppSelector((s) => s.session.partyOrgName);
  const { todos, loading, profile, overview, failed } = useMyTodos();
  // The frame's navbar and menu screens load once the to-dos show: on a phone's line they come first.
  useHoldFrameExtras(loading && !failed);
  return (
    <div className="my-screen my-home">
      <OfflineNotice />
      <header className="my-card my-who">
        <h1>{profile?.name ?? name}</h1>
        <p>
          {profile?.orgName ?? branch}
          {profile?.memberType && ` · ${t(profile.memberType === '1' ? 'probationary' : 'full')}`}
        </p>
        {profile && <p>{profile.paidUpTo ? t('paidUpTo', { m: profile.paidUpTo }) : t('nothingPaid')}</p>}
      </header>
      <section className="my-card" aria-labelledby="my-todos-title" aria-busy={loading}>
        <h2 id="my-todos-title">{t('myTodos')}</h2>
        {failed ? (
          <p role="alert">
            {t('loadFailed')}{' '}
            <button type="button" className="my-button" onClick={() => overview.refetch()}>
              {t('retry')}
            </button>
          </p>
        ) : loading && !todos.length ? (
          <p>{t('loading')}</p>
        ) : todos.length ? (
          <ul className="my-todos" data-testid="my-todos">
            {todos.map((todo) => (
              <li key={todo.key}>
                <Link to={todo.to}>{todo.text}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p data-testid="my-todos">{t('nothingToDo')}</p>
        )}
      </section>
      <nav className="my-tiles" aria-label={t('myScreens')}>
        {TILES.map((tile) => (
          <Link key={tile.key} to={MY_PATHS[tile.key]} className="my-tile">
            <span className="my-tile-icon">
              <TileIcon tile={tile.key} />
            </span>
            {t(tile.label)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
