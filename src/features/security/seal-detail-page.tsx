import { sealEntity, sealUseEntity } from '@/contract/resource';
import { ResourceDetailPage, ResourceList } from '@/components/resource';
import { SealImageCard } from './seal-image-card';
import './security.css';

/** SealManageInfo: a seal, its impression (a transparent PNG) and every use of it (append-only). */
export default function SealDetailPage() {
  return (
    <ResourceDetailPage
      entity={sealEntity}
      viewRender={{ image: (r) => (r.image ? <img className="seal-thumb" src={String(r.image)} alt="" /> : '—') }}
      children={({ record, access, editing, reload }) =>
        record &&
        !editing && (
          <>
            <SealImageCard record={record} canWrite={access.write} onSaved={reload} />
            <ResourceList
              entity={sealUseEntity}
              listKey="sealUse-of-seal"
              fixedFilters={{ sealId: record.id }}
              readOnly
            />
          </>
        )
      }
    />
  );
}
