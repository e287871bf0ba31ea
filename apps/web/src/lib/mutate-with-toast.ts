import { describeError } from './api-errors.ts';
import { notify } from './notify.ts';

/** Said when a call fails and the caller gave no text of its own. */
export const GENERIC_ERROR = 'Something went wrong. Please try again.';

export interface ToastTexts<T> {
  /** The success toast; `false` shows none (the caller says something else, or nothing). */
  success: string | ((data: T) => string) | false;
  /**
   * The error toast: a fixed text, a function of the error (e.g. `(e) => serverMessageOr(e, 'Error ...')`), or
   * `false` when the caller shows the error itself. Left out: the server's message, else a generic one.
   */
  error?: string | ((err: unknown) => string) | false;
}

export type MutationOutcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * Runs one mutation (usually `mutation.mutateAsync(input)`) and says how it went in a toast: the one try /
 * mutateAsync / notify block every form and row action needs. Never throws; the outcome says what happened,
 * so a caller can close its modal on success or put field errors on its form on failure.
 */
export async function mutateWithToast<T>(
  run: Promise<T> | (() => Promise<T>),
  texts: ToastTexts<T>,
): Promise<MutationOutcome<T>> {
  try {
    const data = await (typeof run === 'function' ? run() : run);
    if (texts.success !== false) {
      notify.success(typeof texts.success === 'function' ? texts.success(data) : texts.success);
    }
    return { ok: true, data };
  } catch (error) {
    const { error: text } = texts;
    if (text !== false) {
      notify.error(
        typeof text === 'function'
          ? text(error)
          : typeof text === 'string'
            ? text
            : describeError(error, GENERIC_ERROR),
      );
    }
    return { ok: false, error };
  }
}
