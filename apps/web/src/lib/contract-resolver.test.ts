import { signInInputSchema } from '@partsflow/contracts';
import { describe, expect, it } from 'vitest';
import { contractResolver, lazyContractResolver } from './contract-resolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('contract resolvers', () => {
  it("validates a form's values with the contract schema and answers its messages", async () => {
    const resolver = contractResolver<{ email: string; password: string }, typeof signInInputSchema>(
      signInInputSchema,
    );
    const bad = await resolver({ email: 'not-an-email', password: 'x' }, undefined, options);
    expect(bad.errors.email?.message).toBe('Enter a valid email address');
    const good = await resolver({ email: 'a@b.test', password: 'secret' }, undefined, options);
    expect(good.values).toEqual({ email: 'a@b.test', password: 'secret' });
  });

  it('waits for a lazily loaded schema before judging', async () => {
    let release: (s: typeof signInInputSchema) => void = () => undefined;
    const loading = new Promise<typeof signInInputSchema>((r) => (release = r));
    const resolver = lazyContractResolver<{ email: string; password: string }, unknown>(() => loading);
    const pending = resolver({ email: 'nope', password: '' }, undefined, options);
    release(signInInputSchema);
    expect((await pending).errors.email?.message).toBe('Enter a valid email address');
  });
});
