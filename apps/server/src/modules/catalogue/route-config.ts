import { errorResponseSchema } from '@partsflow/contracts';
import { access } from '../../platform/auth/access.ts';

export const PREFIX = '/api/catalogue';
export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
export const viewer = { access: access.team({ area: 'catalogue', role: 'viewer' }) };
export const editor = { access: access.team({ area: 'catalogue', role: 'editor' }) };
