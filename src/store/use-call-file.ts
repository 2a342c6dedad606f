import type { AnyCall, PayloadOf } from '@/contract/calls/declare';
import { fetchFile } from '@/api/call';
import { callApi } from './call-api';
import { failureOf } from './failure';

/** The address and payload only: the cache keys its entries by their arguments, which a declaration is too big for. */
interface FileArgs {
  url: string;
  payload: unknown;
}

/** A file shown in the page (a video, a PDF): its object address and type, plain data the cache may keep. */
export interface ShownFile {
  url: string;
  type: string;
}

const fileEndpoint = callApi.injectEndpoints({
  endpoints: (b) => ({
    shownFile: b.query<ShownFile, FileArgs>({
      queryFn: async ({ url, payload }) => {
        try {
          const blob = await fetchFile(url, payload);
          return { data: { url: URL.createObjectURL(blob), type: blob.type } };
        } catch (e) {
          return { error: failureOf(e) };
        }
      },
      // The blob is let go as soon as no screen shows it; opened again, it is fetched again.
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(_args, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => undefined);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data.url);
      },
    }),
  }),
}).endpoints.shownFile;

/** A file a GET declaration answers with, held as an object address while the screen shows it. */
export function useCallFile<D extends AnyCall>(decl: D, payload: PayloadOf<D>) {
  return fileEndpoint.useQuery({ url: decl.url, payload });
}
