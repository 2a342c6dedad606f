import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** /redirect/:path* re-enters a route so that its screen mounts afresh (the tag bar's refresh). */
export default function RedirectPage() {
  const target = useParams()['*'] ?? '';
  const { search } = useLocation();
  const navigate = useNavigate();
  // Once: navigate() changes with the address, and a second run would enter the route twice.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(`/${target}${search}`, { replace: true });
  }, [navigate, target, search]);
  return null;
}

/** /index?redirect=/x, where a failed session load sends the user, continues to /x once signed in again. */
export function IndexAlias() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const wanted = new URLSearchParams(search).get('redirect') ?? '/';
    navigate(wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : '/', { replace: true });
  }, [navigate, search]);
  return null;
}
