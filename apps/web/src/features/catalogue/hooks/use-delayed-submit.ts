import { useState } from 'react';

/**
 * A submit that waits before it sends, as the spec's shipping forms do (packages and hazards 1 s, customs
 * 250 ms), showing the button busy from the click until the answer.
 */
export function useDelayedSubmit(delayMs: number) {
  const [submitting, setSubmitting] = useState(false);
  const run = async (send: () => Promise<unknown>) => {
    setSubmitting(true);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      await send();
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, run };
}
