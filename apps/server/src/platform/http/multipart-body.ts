import type { FastifyRequest } from 'fastify';
import { appError, AppError } from './errors.ts';

export const MALFORMED_FORM = 'The form data is not valid';

/**
 * Turns multipart form fields (`product[sku]`, `product[tags][]`, `product_issue[resolved]`) into the object
 * the JSON body would carry, so one zod schema validates both. Files are not part of these forms; a file part
 * is drained and ignored.
 */
export async function readMultipartFields(req: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        continue;
      }
      setPath(body, parseFieldName(part.fieldname), part.value);
    }
  } catch (err) {
    // A truncated or malformed form (the parser's own error has no status) is the client's mistake, not a 500.
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw appError('bad_request', MALFORMED_FORM);
  }
  return body;
}

/** `a[b][c]` to ['a','b','c']; `a[]` to ['a', ''] (an array push). */
export function parseFieldName(name: string): string[] {
  const first = name.split('[', 1)[0] ?? name;
  const rest = [...name.slice(first.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [first, ...rest];
}

/** Puts `value` at a parsed field path (`parseFieldName`) in `target`, as a JSON body would hold it. */
export function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node: Record<string, unknown> | unknown[] = target;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const last = i === path.length - 1;
    const nextIsPush = path[i + 1] === '';
    if (Array.isArray(node)) {
      if (last) node.push(value);
      else {
        const child = nextIsPush ? [] : {};
        node.push(child);
        node = child;
      }
      continue;
    }
    if (last) {
      node[key] = value;
      return;
    }
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = nextIsPush ? [] : {};
    node = node[key] as Record<string, unknown> | unknown[];
    if (nextIsPush && Array.isArray(node)) {
      if (i + 1 === path.length - 1) {
        node.push(value);
        return;
      }
    }
  }
}
