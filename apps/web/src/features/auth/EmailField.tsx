import { TextInput } from '@mantine/core';

/** The Email field of the sign-in, sign-up and forgot-password forms. */
export function EmailField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange(email: string): void;
}) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      required
      withAsterisk={false}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
