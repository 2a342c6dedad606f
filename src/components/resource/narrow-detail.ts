import { createContext } from 'react';

/** Whether a detail is shown in a panel beside its list rather than on a page of its own: fewer columns. */
export const NarrowDetail = createContext(false);
