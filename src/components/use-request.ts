import { useCallback, useEffect, useState } from 'react';

export interface RequestState<T> {
  data?: T;
  error?: Error;
  loading: boolean;
  reload: () => void;
}

/** Runs a call when a screen opens (and on reload); the request layer already told the user about failures. */
export function useRequest<T>(run: () => Promise<T>, deps: unknown[] = []): RequestState<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    run()
      .then((data) => live && setState({ data, loading: false }))
      .catch((error: Error) => live && setState({ error, loading: false }));
    return () => {
      live = false;
    };
  }, [round, ...deps]); // eslint-disable-line react-hooks/exhaustive-deps
  return { ...state, reload };
}
