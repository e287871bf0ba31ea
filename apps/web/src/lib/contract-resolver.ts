import '@partsflow/contracts/no-eval';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver from a contract schema (style rule 12), typed for the form's own values.
 *
 * The one cast of the web app lives here: a form holds what its inputs hold (`''` for an empty number box, the
 * chosen options' labels beside their ids) while the schema's input type is the wire shape, so the two types
 * differ on purpose. The schema parses the form's values into the wire shape the submit handler receives, and
 * strips the extra fields.
 */
export function contractResolver<TValues extends FieldValues, TSchema extends z.ZodType<FieldValues>>(
  schema: TSchema,
): Resolver<TValues, unknown, z.output<TSchema>> {
  return zodResolver(schema as never) as unknown as Resolver<TValues, unknown, z.output<TSchema>>;
}

/**
 * A contract resolver whose schema (and zod) loads beside the screen instead of in its first download: the
 * import starts when the form's module loads, and a submit made before it arrives waits for it. For first
 * screens under the bundle budget (the sign-in page); other forms use `contractResolver`.
 */
export function lazyContractResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<z.ZodType<FieldValues>>,
): Resolver<TValues, unknown, TOutput> {
  const ready = load().then(
    (schema) => zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>,
  );
  return async (values, context, options) => (await ready)(values, context, options);
}
