import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** A password input whose show/hide toggle can be reached by keyboard and is named for screen readers. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      {...props}
    />
  );
}
