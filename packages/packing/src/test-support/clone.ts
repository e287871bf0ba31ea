/** Deep copy of plain JSON-like test data (the library targets ES2023 without DOM or Node typings). */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
