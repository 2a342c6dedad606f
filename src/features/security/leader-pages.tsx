import { leaderEntity, leaderGrantEntity } from '@/contract/resource';
import { ResourceDetailPage, ResourceList } from '@/components/resource';

/** LeaderDefend(+Info) and LeaderManage(+Info): generic screens over the leader and leaderGrant definitions. */
export const LeaderListPage = () => <ResourceList entity={leaderEntity} />;
export const LeaderDetailPage = () => <ResourceDetailPage entity={leaderEntity} />;
export const LeaderGrantListPage = () => <ResourceList entity={leaderGrantEntity} />;
export const LeaderGrantDetailPage = () => <ResourceDetailPage entity={leaderGrantEntity} />;
