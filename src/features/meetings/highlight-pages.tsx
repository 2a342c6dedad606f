import { highlightEntity } from '@/contract/resource';
import { ResourceDetailPage, ResourceList } from '@/components/resource';
import { StateTag } from './state-tag';

const state = { state: (r: Record<string, unknown>) => <StateTag value={r.state} /> };

/** Highlights: notable work of the branches. */
export function HighlightListPage() {
  return <ResourceList entity={highlightEntity} render={state} />;
}

/** Highlights_info: one highlight, its photos and its review. */
export function HighlightDetailPage() {
  return <ResourceDetailPage entity={highlightEntity} viewRender={state} />;
}
