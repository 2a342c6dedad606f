import { getDictionaries } from '@/api/dictionary';
import { withSeededWords } from '@/contract/dictionary-words';
import { setDictionaries } from '@/store/dictionary-slice';
import { useAppDispatch } from '@/store/hooks';

/** Reloads the dictionary the whole app reads (pickers, labels, the sidebar's system name) after an edit. */
export function useDictionaryRefresh(): () => void {
  const dispatch = useAppDispatch();
  return () => {
    void getDictionaries()
      .then(({ data }) => dispatch(setDictionaries(withSeededWords(data ?? {}))))
      .catch(() => {
        /* the next sign-in loads it anyway */
      });
  };
}
