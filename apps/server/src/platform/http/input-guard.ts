import type { ErrorDetail } from '@partsflow/contracts';
import { validationFailed, type AppError } from './errors.ts';

/** Longest text any field may carry; the contracts set tighter limits where the spec names one. */
export const MAX_TEXT_LENGTH = 100_000;
/** Deepest nesting of a request's body or query; no contract nests anywhere near this. */
export const MAX_DEPTH = 32;

export const inputMessages = {
  nul: 'Text must not contain NUL characters',
  tooLong: `Text must be at most ${MAX_TEXT_LENGTH.toLocaleString('en-AU')} characters`,
  tooDeep: 'The request is nested too deeply',
} as const;

/**
 * Checks every string (values and keys) of a request's body, query and params in one pass, without recursion:
 * PostgreSQL cannot store a NUL character in text, and a megabyte in one field only ever means abuse. Answers the
 * validation error to throw, or null when the input is acceptable. Runs before any route's handler, so no route
 * can forget it.
 */
export function checkInput(parts: Record<string, unknown>): AppError | null {
  const stack: { value: unknown; path: (string | number)[] }[] = Object.entries(parts).map(([k, v]) => ({
    value: v,
    path: [k],
  }));
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return fail(path.slice(1), problem);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length > MAX_DEPTH) return fail(path.slice(1, 2), inputMessages.tooDeep);
    if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, path: [...path, i] }));
      continue;
    }
    // Only plain data: a Buffer or stream (a file part) is not text.
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) continue;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const problem = textProblem(k);
      if (problem) return fail([...path.slice(1)], problem);
      stack.push({ value: v, path: [...path, k] });
    }
  }
  return null;
}

function textProblem(s: string): string | null {
  if (s.length > MAX_TEXT_LENGTH) return inputMessages.tooLong;
  if (s.includes('\u0000')) return inputMessages.nul;
  return null;
}

function fail(path: ErrorDetail['path'], message: string): AppError {
  return validationFailed([{ path, message }], message);
}
