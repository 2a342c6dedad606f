import { useNavigate, useSearchParams } from 'react-router-dom';
import { forgetOrgUnits } from './use-org-units';
import { ResourceDetail, type ResourceDetailProps } from './resource-detail';

/** Starting values of a new record from the query string (e.g. ?orgId=12): numbers stay numbers. */
export function queryDefaults(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  params.forEach((value, key) => {
    if (key === 'id' || key === 'edit') return;
    out[key] = /^\d+$/.test(value) ? Number(value) : value;
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
  return (
    <ResourceDetail
      {...props}
      key={id ?? 'new'}
      id={id}
      startInEdit={params.get('edit') === '1'}
      defaults={queryDefaults(params)}
      onBack={() => navigate(entity.routes.list)}
      onSaved={(saved, created) => {
        if (entity.name === 'org') forgetOrgUnits();
        props.onSaved?.(saved, created);
        if (created) navigate(`${entity.routes.detail}?id=${saved.id}`, { replace: true });
      }}
    />
  );
}
