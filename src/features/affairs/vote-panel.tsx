import { MyVotes } from './my-votes';

/** The member's home panel of votes: what is open to them, and the results of the last month. */
export default function VotePanel() {
  return <MyVotes compact />;
}
