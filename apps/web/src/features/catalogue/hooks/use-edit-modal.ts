import { useState } from 'react';

/**
 * An add/edit modal's state: whether it is open, the record being edited (null when adding) and a key that changes
 * on every open, so the form inside starts fresh.
 */
export function useEditModal<T>() {
  const [state, setState] = useState<{ opened: boolean; item: T | null; key: number }>({
    opened: false,
    item: null,
    key: 0,
  });
  return {
    ...state,
    open: (item: T | null) => setState((s) => ({ opened: true, item, key: s.key + 1 })),
    close: () => setState((s) => ({ ...s, opened: false })),
  };
}
