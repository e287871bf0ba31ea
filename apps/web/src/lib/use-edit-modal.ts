import { useRef, useState } from 'react';

export interface EditModalOptions {
  /**
   * Also start the form over this long after the modal closes (once its closing animation is done), so a
   * form that is reopened for the same record does not show what was typed before.
   */
  resetAfterCloseMs?: number;
}

/**
 * An add/edit modal's state: whether it is open, the record being edited (null when adding) and a key that
 * changes on every open, so the form inside starts fresh (`<Form key={modal.key} />`).
 */
export function useEditModal<T>(options: EditModalOptions = {}) {
  const [state, setState] = useState<{ opened: boolean; item: T | null; key: number }>({
    opened: false,
    item: null,
    key: 0,
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  return {
    ...state,
    open: (item: T | null) => {
      clearTimeout(timer.current);
      setState((s) => ({ opened: true, item, key: s.key + 1 }));
    },
    close: () => {
      setState((s) => ({ ...s, opened: false }));
      if (options.resetAfterCloseMs !== undefined) {
        timer.current = setTimeout(
          () => setState((s) => (s.opened ? s : { ...s, item: null, key: s.key + 1 })),
          options.resetAfterCloseMs,
        );
      }
    },
  };
}
