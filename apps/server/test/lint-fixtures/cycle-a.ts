// Deliberately broken: a and b import each other (linted only by lint-boundaries.test.ts).
import { b } from './cycle-b.ts';

export const a = () => b();
