/** Toasts of the packaging screens (distributor spec section 8), word for word. */
export const BOX_TOASTS = {
  saved: 'Box saved',
  createError: 'Error creating box',
  updated: 'Box updated',
  updateError: 'Error updating box',
  removed: 'Box removed',
  removeError: 'Error removing box',
} as const;
