// Deliberately broken: a and b import each other (linted only by lint-boundaries.test.ts).
import { a } from './cycle-a.ts';

export const b = (): unknown => a;
