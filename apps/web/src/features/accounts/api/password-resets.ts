import type { ResetPasswordInput } from '@partsflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Emails a reset link; answers the same whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: { email: string }) =>
      api<{ ok: true }>('/api/password-resets', { method: 'POST', body: input }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api<void>('/api/password-resets/confirm', { method: 'POST', body: input }),
  });
}
