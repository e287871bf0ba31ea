import type { AttributeTitle } from '@partsflow/contracts';
import { CREATE_OPTION_MIN_LENGTH, titleCase } from '@partsflow/contracts';
import type { LookupOption } from '../../../../lib/lookups.ts';
import { searchAttributes } from '../../api/product-attributes.ts';
import { AsyncSearchSelect } from '../../../../components/async-search-select/async-search-select.tsx';

const NEW_VALUE = '__new_attribute__';

/** "Create ..." is offered when the text is longer than 3 characters and matches no attribute name. */
function newAttributeOption(term: string, titles: AttributeTitle[]): LookupOption[] {
  if (term.length < CREATE_OPTION_MIN_LENGTH) return [];
  if (titles.some((t) => t.name.toLowerCase() === term.toLowerCase())) return [];
  return [{ value: NEW_VALUE, label: `Create "${titleCase(term)}"` }];
}

export function AttributePicker({
  value,
  onChange,
  onCreateNew,
  error,
}: {
  value: Pick<AttributeTitle, 'id' | 'name'> | null;
  onChange: (title: AttributeTitle | null) => void;
  onCreateNew: (name: string) => void;
  error?: string;
}) {
  return (
    <AsyncSearchSelect<AttributeTitle>
      label="Attribute"
      withAsterisk
      placeholder="Search attributes"
      kind="attributes"
      fetcher={searchAttributes}
      toOption={(t) => ({ value: String(t.id), label: t.name })}
      value={value ? { value: String(value.id), label: value.name } : null}
      onChange={(_o, item) => onChange(item)}
      extraOptions={newAttributeOption}
      onExtraOption={(_o, term) => onCreateNew(titleCase(term))}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
