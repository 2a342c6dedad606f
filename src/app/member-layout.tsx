import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { FrameExtrasContext, type FrameExtras } from '@/components/frame-extras';
import { Frame } from '@/layout/frame';
import { whenIdle } from '@/utils/when-idle';
import { loadRouteRegistry } from './load-route-registry';

const loadParts = () => import('./member-frame-parts');
const Navbar = lazy(() => loadParts().then((m) => ({ default: m.MemberNavbar })));
const Settings = lazy(() => loadParts().then((m) => ({ default: m.MemberSettings })));

/** However long the screen holds them, the navbar comes by then: its menus sign out and change the language. */
const EXTRAS_AT_THE_LATEST_MS = 8000;

/**
 * Whether the frame's extras may load: once nothing holds them (a screen's code loading, the member's home
 * fetching its to-dos) and the browser is idle, or after EXTRAS_AT_THE_LATEST_MS. The idle wait lets a
 * redirect (/ to /dashboard) reach the screen that holds them. Once loading they stay.
 */
function useExtras(): [boolean, FrameExtras] {
  const [holds, setHolds] = useState(0);
  const [ready, setReady] = useState(false);
  const extras = useMemo<FrameExtras>(
    () => ({
      hold: () => {
        setHolds((n) => n + 1);
        let held = true;
        return () => {
          if (held) setHolds((n) => n - 1);
          held = false;
        };
      },
    }),
    [],
  );
  const free = holds === 0;
  useEffect(() => {
    if (!free || ready) return;
    let live = true;
    void whenIdle().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [free, ready]);
  useEffect(() => {
    const late = setTimeout(() => setReady(true), EXTRAS_AT_THE_LATEST_MS);
    return () => clearTimeout(late);
  }, []);
  useEffect(() => {
    // The screens of the menu, for the member's next tap.
    if (ready) loadRouteRegistry().catch(() => undefined);
  }, [ready]);
  return [ready, extras];
}

/**
 * An ordinary member's frame (role value '1'): no sidebar, and the navbar with its antd menus (language, size,
 * the user's menu) loaded after the screen, so that the member's home comes without antd. Until then an empty
 * bar of the navbar's height holds its place.
 */
export default function MemberLayout() {
  const [ready, extras] = useExtras();
  const placeholder = <header className="navbar" />;
  return (
    <FrameExtrasContext.Provider value={extras}>
      <Frame
        navbar={
          ready ? (
            <Suspense fallback={placeholder}>
              <Navbar />
            </Suspense>
          ) : (
            placeholder
          )
        }
        Settings={Settings}
      />
    </FrameExtrasContext.Provider>
  );
}
