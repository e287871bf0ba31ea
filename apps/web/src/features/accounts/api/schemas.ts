// The sign-in form's contract schema, in a module of its own so the form can load it (and zod) lazily.
export { signInInputSchema } from '@partsflow/contracts';
