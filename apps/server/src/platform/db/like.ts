/** Escapes LIKE/ILIKE wildcards so a user's text matches literally (`50%_off` finds "50%_off"). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
