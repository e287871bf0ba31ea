type FieldValue = string | number | boolean | null | undefined | (string | number)[];

/**
 * A Rails-style multipart body: `{sku: 'X'}` under `product` becomes the field `product[sku]=X`. Booleans are sent
 * as 'true'/'false' and null as '' (the shared schemas read both back); undefined fields are left out.
 */
export function toFormData(root: string, values: Record<string, FieldValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => form.append(`${root}[${key}][]`, String(v)));
    else form.append(`${root}[${key}]`, value === null ? '' : String(value));
  }
  return form;
}
