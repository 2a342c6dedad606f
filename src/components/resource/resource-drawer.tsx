import { Drawer } from 'antd';
import type { EntityDef } from '@/contract/resource';
import { DetailCore, type ResourceDetailProps } from './detail-core';
import { useResourceText } from './texts';
import { NarrowDetail } from './narrow-detail';

export interface DrawerTarget {
  id?: number;
  edit: boolean;
}

interface ResourceDrawerProps {
  entity: EntityDef;
  target: DrawerTarget;
  defaults?: Record<string, unknown>;
  onClose: () => void;
  onSaved: () => void;
  /** What the screen adds to the detail (sections, a related table below the fields). */
  detail?: Partial<ResourceDetailProps>;
}

/** The detail of an entity whose list and detail share one route (a committee seat): opened beside the list. */
export function ResourceDrawer({ entity, target, defaults, onClose, onSaved, detail }: ResourceDrawerProps) {
  const { label } = useResourceText();
  return (
    <Drawer open size="large" title={label(entity.label)} onClose={onClose} destroyOnHidden>
      <NarrowDetail.Provider value>
        <DetailCore
          {...detail}
          entity={entity}
          id={target.id}
          startInEdit={target.edit}
          defaults={defaults}
          onBack={onClose}
          onDeleted={() => {
            onSaved();
            onClose();
          }}
          onSaved={() => {
            onSaved();
            onClose();
          }}
        />
      </NarrowDetail.Provider>
    </Drawer>
  );
}
