import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_UPLOAD_TYPES } from '@skald/contract/library/avatar-limits';
import { avatarRoutes } from '@skald/contract/library/avatar-routes';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useRouteMutation } from '../../lib/api/route-queries.ts';

export interface AvatarFieldProps {
  /** What the picture is, as the form calls it: "Image", "Avatar". */
  label: string;
  /** The picture's address: an uploaded avatar's `/api/avatars/{id}.webp`, an https address, or empty. */
  value?: string;
  onChange: (url: string) => void;
  /** The form's own message for this field. */
  error?: ReactNode;
  description?: ReactNode;
}

/** Refuses what the server would refuse anyway, before sending megabytes to hear it. */
function refusal(file: File): string | null {
  if (!(AVATAR_UPLOAD_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.notAPicture;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}

/**
 * A picture for a library record (item image, NPC or player avatar): uploads the chosen file, which the
 * server stores as a WebP avatar, and keeps its address as the field's value. Spread a Mantine form's
 * `getInputProps('image')` onto it.
 */
export function AvatarField({ label, value = '', onChange, error, description }: AvatarFieldProps) {
  const upload = useRouteMutation(avatarRoutes.upload, []);
  const [problem, setProblem] = useState<string | null>(null);
  const resetPicker = useRef<() => void>(null);
  const labelId = useId();
  const messageId = useId();
  const message = problem ?? error;
  const noun = label.toLowerCase();

  async function send(file: File | null) {
    resetPicker.current?.();
    if (!file) return;
    const refused = refusal(file);
    setProblem(refused);
    if (refused) return;
    try {
      const avatar = await upload.mutateAsync({ body: file });
      onChange(avatar.url);
    } catch (failure) {
      setProblem((failure as Error).message);
    }
  }

  function remove() {
    // Only the field lets go of it: the record may still be saved, or the form cancelled, with the old one.
    setProblem(null);
    onChange('');
  }

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} labelElement="div">
        {label}
      </Input.Label>
      {description && <Input.Description>{description}</Input.Description>}
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={value || null} alt={value ? `${label} preview` : undefined} size={96} radius="md">
          <IconPhotoUp aria-hidden stroke={1.5} />
        </Avatar>
        <Stack gap="xs" align="flex-start">
          <FileButton onChange={send} accept={AVATAR_UPLOAD_TYPES.join(',')} resetRef={resetPicker}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                loading={upload.isPending}
                aria-describedby={message ? messageId : undefined}
              >
                {value ? `Replace ${noun}` : `Upload ${noun}`}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={remove}
            >
              Remove {noun}
            </Button>
          )}
          <Text size="xs" c="dimmed">
            PNG, JPEG, WebP or GIF, up to 5 MB.
          </Text>
        </Stack>
      </Group>
      {message && (
        <Input.Error id={messageId} role="alert">
          {message}
        </Input.Error>
      )}
    </Stack>
  );
}
