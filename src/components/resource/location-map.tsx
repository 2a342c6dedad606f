import { Alert, Button, Card, Input, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { runtimeConfig } from '@/api/runtime-config';
import { toastError, toastSuccess } from '@/api/notify';
import { resourceApi, type DetailRecord } from '@/api/resource';
import type { EntityDef } from '@/contract/resource';
import { useLatest } from '@/components/use-latest';
import { loadMap } from '@/utils/map-loader';
import { useResourceText } from './texts';

type LngLat = [number, number];
/** The few parts of the map service this screen uses. */
interface MapApi {
  Map: new (el: HTMLElement, opts: Record<string, unknown>) => MapInstance;
  Marker: new (opts: Record<string, unknown>) => { setPosition(p: LngLat): void };
  Scale: new () => unknown;
  MapType: new () => unknown;
  HawkEye: new (opts: Record<string, unknown>) => unknown;
  AutoComplete: new (opts: Record<string, unknown>) => {
    on(e: string, cb: (ev: { poi: { location?: { lng: number; lat: number } } }) => void): void;
  };
}
interface MapInstance {
  addControl(c: unknown): void;
  on(e: string, cb: (ev: { lnglat: { lng: number; lat: number } }) => void): void;
  setCenter(p: LngLat): void;
  destroy(): void;
}

/** Zhengzhou's centre, where the group runs. */
const HOME: LngLat = [113.6654, 34.757];
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Where a record of an entity with a `location` is, on a map (when a map key is configured): shown, and
 * picked by a click or an address search.
 */
export function LocationMap({
  entity,
  record,
  canEdit,
  onSaved,
}: {
  entity: EntityDef;
  record: DetailRecord;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useResourceText();
  const { longitude, latitude, address } = entity.location!;
  const { mapKey, mapSecurityCode } = runtimeConfig();
  const box = useRef<HTMLDivElement>(null);
  const search = useRef<string>(`location-search-${entity.name}-${record.id}`);
  const stored: LngLat | null =
    record[longitude] != null && record[latitude] != null
      ? [Number(record[longitude]), Number(record[latitude])]
      : null;
  const [picked, setPicked] = useState<LngLat | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  // The map starts at the stored position; it is not rebuilt when the record's object is replaced.
  const start = useLatest(stored);
  useEffect(() => {
    if (!mapKey || !box.current) return;
    const stored = start.current;
    let map: MapInstance | undefined;
    let live = true;
    if (mapSecurityCode)
      (window as unknown as { _AMapSecurityConfig?: unknown })._AMapSecurityConfig = {
        securityJsCode: mapSecurityCode,
      };
    loadMap(mapKey).then(
      (loaded) => {
        const A = loaded as MapApi | null;
        if (!live || !A || !box.current) return;
        map = new A.Map(box.current, { zoom: 16, center: stored ?? HOME });
        map.addControl(new A.Scale());
        map.addControl(new A.MapType());
        map.addControl(new A.HawkEye({ isOpen: false }));
        const marker = new A.Marker({ position: stored ?? HOME, map });
        const choose = (p: LngLat) => {
          marker.setPosition(p);
          setPicked(p);
        };
        if (canEdit) {
          map.on('click', (e) => choose([round6(e.lnglat.lng), round6(e.lnglat.lat)]));
          const auto = new A.AutoComplete({ input: search.current });
          auto.on('select', (e) => {
            const at = e.poi.location;
            if (!at) return;
            map!.setCenter([at.lng, at.lat]);
            choose([round6(at.lng), round6(at.lat)]);
          });
        }
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      map?.destroy();
    };
  }, [mapKey, mapSecurityCode, record.id, canEdit, start]);

  const save = async () => {
    if (!picked) return;
    setBusy(true);
    try {
      await resourceApi.save(entity.name, { ...record, [longitude]: picked[0], [latitude]: picked[1] });
      toastSuccess(t('savedPoint'));
      setPicked(null);
      onSaved();
    } catch (error) {
      toastError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const point = picked ?? stored;
  return (
    <Card size="small" title={t('map')} data-testid="location-map">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <div>
          {point ? `${point[0]}, ${point[1]}${address ? ` · ${String(record[address] ?? '')}` : ''}` : t('noPoint')}
        </div>
        {!mapKey && <Alert type="info" showIcon title={t('noMapKey')} />}
        {failed && <Alert type="warning" showIcon title={t('mapFailed')} />}
        {mapKey && canEdit && (
          <Space wrap>
            <Input id={search.current} placeholder={t('pickHint')} style={{ width: 320 }} />
            <Button type="primary" disabled={!picked} loading={busy} onClick={() => void save()}>
              {t('savePoint')}
            </Button>
          </Space>
        )}
        {mapKey && <div ref={box} className="location-map" />}
      </Space>
    </Card>
  );
}
