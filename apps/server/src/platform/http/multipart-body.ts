import type { FastifyRequest } from 'fastify';

/**
 * Turns multipart form fields (`product[sku]`, `product[tags][]`, `product_issue[resolved]`) into the object
 * the JSON body would carry, so one zod schema validates both. Files are not part of these forms; a file part
 * is drained and ignored.
 */
export async function readMultipartFields(req: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      continue;
    }
    setPath(body, parseFieldName(part.fieldname), part.value);
  }
  return body;
}

/** `a[b][c]` to ['a','b','c']; `a[]` to ['a', ''] (an array push). */
export function parseFieldName(name: string): string[] {
  const first = name.split('[', 1)[0] ?? name;
  const rest = [...name.slice(first.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [first, ...rest];
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
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
