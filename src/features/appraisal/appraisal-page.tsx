import { appraisalEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';

/** 民主评议: the branches' rounds of the year in the caller's subtree; the level above finds those to approve here. */
export default function AppraisalPage() {
  return <ResourceList entity={appraisalEntity} defaultHidden={['memberIds', 'description']} />;
}
