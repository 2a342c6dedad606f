import { setInterfaceErrorListener } from '@/api/interface-errors';
import { createAppStore } from '@/store';
import { addErrorLog } from '@/store/error-log-slice';

/** The store of the running app. */
export const store = createAppStore();

// The error log records interface errors in production only, as the original did.
if (import.meta.env.PROD) setInterfaceErrorListener((error) => store.dispatch(addErrorLog(error)));
