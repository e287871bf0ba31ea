import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * A password input whose show/hide toggle is not named after the field: Mantine's default name
 * ("Toggle password visibility") makes "the field labelled Password" ambiguous for assistive
 * technology and for tests.
 */
export function PasswordField(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }} {...props} />;
}
