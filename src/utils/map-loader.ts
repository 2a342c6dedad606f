/**
 * The map service (AMap) of the position screens. It loads only when a key is configured; without one
 * the screens work with address and coordinates alone.
 */
export const MAP_PLUGINS = [
  'AMap.AutoComplete', // autocomplete
  'AMap.PlaceSearch', // place search
  'AMap.Scale', // scale
  'AMap.HawkEye', // overview (AMap 2.0's name for OverView)
  'AMap.MapType', // map type
  'AMap.PolygonEditor', // editors
  'AMap.CircleEditor',
] as const;

export interface MapLoaderConfig {
  key: string;
  version: string;
  plugins: string[];
}

/** The loader configuration, or null when no key is configured (the map then stays off). */
export function mapLoaderConfig(key: string | undefined | null): MapLoaderConfig | null {
  const trimmed = key?.trim();
  if (!trimmed) return null;
  return { key: trimmed, version: '2.0', plugins: [...MAP_PLUGINS] };
}

export function mapScriptUrl(config: MapLoaderConfig): string {
  const params = new URLSearchParams({ v: config.version, key: config.key, plugin: config.plugins.join(',') });
  return `https://webapi.amap.com/maps?${params.toString()}`;
}

let loading: Promise<unknown> | undefined;

/** Injects the map script once; resolves with window.AMap, or null when there is no key. */
export function loadMap(key: string | undefined | null): Promise<unknown> {
  const config = mapLoaderConfig(key);
  if (!config) return Promise.resolve(null);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = mapScriptUrl(config);
    script.async = true;
    script.onload = () => resolve((window as unknown as { AMap?: unknown }).AMap ?? null);
    script.onerror = () => {
      loading = undefined;
      reject(new Error('The map service could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
