/** Toasts of the packaging screens (distributor spec section 8), word for word. */
export const BOX_TOASTS = {
  saved: 'Box saved',
  createError: 'Error creating box',
  updated: 'Box updated',
  updateError: 'Error updating box',
  removed: 'Box removed',
  removeError: 'Error removing box',
} as const;

/**
 * The packaging screens' timings (distributor spec 9): the box form closes 1 s after a save, and a removal
 * updates the list 1 s after it succeeded (docs/decisions/0750-packaging-timings-and-product-packages.md).
 */
export const BOX_FORM_CLOSE_MS = 1000;
export const BOX_REMOVAL_REFRESH_MS = 1000;
