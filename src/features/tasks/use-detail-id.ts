import { useSearchParams } from 'react-router-dom';

/** The record a detail route shows (`?id=`), none for a new one, and whether it opens for editing. */
export function useDetailId(): { id?: number; edit: boolean } {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return { id: raw && /^\d+$/.test(raw) ? Number(raw) : undefined, edit: params.get('edit') === '1' };
}
