import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { EntityDef } from '@/contract/resource';
import { useEntityRoutes } from './use-entity-routes';
import { ResourceDetail, type ResourceDetailProps } from './resource-detail';

const NUMERIC = new Set(['int', 'decimal', 'org', 'ref']);

/** Starting values of a new record from the query string (e.g. ?orgId=12): numbers stay numbers, codes stay text. */
export function queryDefaults(params: URLSearchParams, entity?: EntityDef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  params.forEach((value, key) => {
    if (key === 'id' || key === 'edit') return;
    const kind = entity?.fields.find((f) => f.name === key)?.kind;
    out[key] = /^\d+$/.test(value) && (!kind || NUMERIC.has(kind)) ? Number(value) : value;
  });
  return out;
}

/** A detail route: `?id=` picks the record (none: a new one), `&edit=1` opens it for editing; back returns to the list as it was left. */
export function ResourceDetailPage(props: Omit<ResourceDetailProps, 'id' | 'startInEdit' | 'defaults' | 'onBack'>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const { entity } = props;
  const routes = useEntityRoutes(entity);
  const { pathname } = useLocation();
  return (
    <ResourceDetail
      {...props}
      key={id ?? 'new'}
      id={id}
      startInEdit={params.get('edit') === '1'}
      defaults={queryDefaults(params, entity)}
      onBack={() => navigate(routes?.list ?? '/')}
      onSaved={(saved, created) => {
        props.onSaved?.(saved, created);
        if (!created) return;
        // The record created stays on this detail route, and what told the screen which record kind it shows
        // (a shared detail's ?type=out) stays in the address.
        const kept = new URLSearchParams(params);
        kept.delete('edit');
        kept.set('id', String(saved.id));
        navigate(`${pathname}?${kept.toString()}`, { replace: true });
      }}
    />
  );
}
