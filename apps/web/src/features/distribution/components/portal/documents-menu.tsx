import { Button, Loader, Menu } from '@mantine/core';
import { IconAlertCircle, IconChevronDown, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadDocument } from '../../api/portal.ts';
import { openBlob } from '../../../../lib/open-blob.ts';

/** The documents of a booking (distributor spec 7.1), as the Documents menu names them. */
export const DOCUMENTS = [
  ['SHIPPING_LABEL', 'Shipping Label'],
  ['SHIPPING_CONNOTE', 'Connote'],
  ['SHIPPING_MANIFEST', 'Manifest'],
  ['SHIPPING_COMMERCIAL_INVOICE', 'Commercial Invoice'],
  ['SHIPPING_DG_DOCUMENT', 'Dangerous Goods Document'],
  ['POD', 'Proof of Delivery'],
] as const;

type State = 'loading' | 'error';

/** Documents menu: each item shows a spinner while it loads and an error icon when it failed (spec 8). */
export function DocumentsMenu({ deliveryId }: { deliveryId: number }) {
  const [states, setStates] = useState<Record<string, State | undefined>>({});
  const set = (type: string, s: State | undefined) => setStates((prev) => ({ ...prev, [type]: s }));

  const open = async (type: string) => {
    set(type, 'loading');
    try {
      openBlob(await downloadDocument(deliveryId, type));
      set(type, undefined);
    } catch (e) {
      console.error('Document download failed', e);
      set(type, 'error');
    }
  };

  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
          Documents
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {DOCUMENTS.map(([type, label]) => {
          const s = states[type];
          return (
            <Menu.Item
              key={type}
              onClick={() => void open(type)}
              disabled={s === 'loading'}
              data-state={s ?? 'idle'}
              leftSection={
                s === 'loading' ? (
                  <Loader size={14} aria-label={`${label} loading`} />
                ) : s === 'error' ? (
                  <IconAlertCircle
                    size={16}
                    color="var(--mantine-color-red-8)"
                    aria-label={`${label} failed`}
                  />
                ) : (
                  <IconFileTypePdf size={16} aria-hidden />
                )
              }
            >
              {label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
