import type { ImportListing, UpdateImportListingInput } from '@partsflow/contracts';
import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { describeError } from '../../../lib/api-errors.ts';
import { useUpdateImportListing } from '../api/import-list.ts';
import { MARKETPLACE_MESSAGES } from '@partsflow/contracts';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'error';

type DraftFields = Pick<UpdateImportListingInput, 'title' | 'description' | 'sku' | 'handle'>;
type VariantChange = NonNullable<UpdateImportListingInput['variant_override_attributes']>;

/**
 * Autosave of one draft (spec section 4): changes wait one second after the last keystroke, then go out as one
 * update of the changed fields, and each variant override change as its own update. 'Saving...' shows from the
 * first change until the answer, then 'Saved to draft'. The answer is merged into the item.
 */
export function useAutosave(onSaved: (item: ImportListing) => void) {
  const update = useUpdateImportListing();
  const [state, setState] = useState<AutosaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const fields = useRef<DraftFields>({});
  const variants = useRef(new Map<string, VariantChange>());
  const idRef = useRef(0);

  const send = async (body: UpdateImportListingInput) => {
    try {
      onSaved(await update.mutateAsync({ id: idRef.current, body }));
      return true;
    } catch (err) {
      setError(describeError(err, MARKETPLACE_MESSAGES.importList.invalidUpdate));
      return false;
    }
  };
  const flush = useDebouncedCallback(async () => {
    const body = fields.current;
    fields.current = {};
    const changes = [...variants.current.values()];
    variants.current.clear();
    if (!Object.keys(body).length && !changes.length) {
      setState('idle');
      return;
    }
    let ok = true;
    if (Object.keys(body).length) ok = (await send(body)) && ok;
    for (const change of changes) ok = (await send({ variant_override_attributes: change })) && ok;
    setState(ok ? 'saved' : 'error');
  }, 1000);

  return {
    state,
    error,
    /** A draft field changed; `valid` false (the form shows why) keeps it from being sent. */
    change(id: number, patch: DraftFields, valid = true) {
      idRef.current = id;
      setError(null);
      if (valid) Object.assign(fields.current, patch);
      setState('saving');
      flush();
    },
    changeVariant(id: number, change: VariantChange) {
      idRef.current = id;
      setError(null);
      variants.current.set(`${change.id}:${change.field}`, change);
      setState('saving');
      flush();
    },
  };
}
