import type { UseFormReturnType } from '@mantine/form';

/** A record's two picture fields: an uploaded avatar and an address (from an import, say). */
interface PictureFields {
  avatar?: string;
  storage_avatar?: string;
}

/**
 * Binds `AvatarField` to a player's, character's or NPC's picture: it shows the upload, else the address.
 * An upload is kept in `into` and the other field emptied, so what the form shows is what is saved;
 * removing it empties both.
 */
export function avatarProps<Values extends PictureFields>(
  form: UseFormReturnType<Values>,
  into: keyof PictureFields = 'storage_avatar',
) {
  return {
    value: form.values.storage_avatar || form.values.avatar || '',
    onChange: (url: string) => form.setValues({ avatar: '', storage_avatar: '', [into]: url } as Partial<Values>),
    error: form.errors.storage_avatar ?? form.errors.avatar,
  };
}
