import { AreaPanel } from './area-panel';
import { OfflineNotice } from './offline-notice';
import './my.css';

/** The member's studies (and the make-up studies of missed meetings), in one column. */
export function StudyPage() {
  return (
    <div className="my-screen">
      <OfflineNotice />
      <AreaPanel panel="study" heading="h1" />
      <AreaPanel panel="makeUp" />
    </div>
  );
}

/** The member's exams, in one column. */
export function ExamsPage() {
  return (
    <div className="my-screen">
      <OfflineNotice />
      <AreaPanel panel="exam" heading="h1" />
    </div>
  );
}

/** The announcements sent to the member's branch and above, in one column; opening one is its read receipt. */
export function AnnouncementsPage() {
  return (
    <div className="my-screen">
      <OfflineNotice />
      <AreaPanel panel="announcements" heading="h1" />
    </div>
  );
}

/** The votes the member is among the electorate of, in one column: cast a ballot, read a closed result. */
export function VotesPage() {
  return (
    <div className="my-screen">
      <OfflineNotice />
      <AreaPanel panel="votes" heading="h1" />
    </div>
  );
}
