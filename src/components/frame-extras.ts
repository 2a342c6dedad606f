import { createContext, useContext, useEffect } from 'react';

/**
 * What a frame loads after the screen it holds (the member frame's navbar with its antd menus, the screens of
 * the menu): on a weak line the screen's own code and calls go first. A screen whose code is still loading
 * (PageLoading), or that is still fetching what it is for, holds the extras back.
 */
export interface FrameExtras {
  /** Holds the extras back; what it answers lets go. */
  hold(): () => void;
}

const nothing = () => undefined;
export const FrameExtrasContext = createContext<FrameExtras>({ hold: () => nothing });

/** Holds the frame's extras back while `busy`. */
export function useHoldFrameExtras(busy: boolean): void {
  const { hold } = useContext(FrameExtrasContext);
  useEffect(() => (busy ? hold() : undefined), [busy, hold]);
}
