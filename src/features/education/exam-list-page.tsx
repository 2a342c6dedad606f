import { examEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';
import { useOwnOrg } from './use-channel';

/** exammgt: the exams of the caller's subtree, with their publish and withdraw moves. */
export default function ExamListPage() {
  return <ResourceList entity={examEntity} detailQuery={{ orgId: useOwnOrg(), paperMode: 'fixed' }} />;
}
