/** The contribute flag's entry that lets a user try the character builder (content.md §4, §6). */
export const CHARACTER_BUILDER_FLAG = 'character-builder';

/** The character builder is in alpha: admins and users whose contribute flag names it may use it. */
export function mayUseCharacterBuilder(user: { admin: boolean; contribute: readonly string[] } | null): boolean {
  return user !== null && (user.admin || user.contribute.includes(CHARACTER_BUILDER_FLAG));
}
