/** A command or rule that cannot apply as asked; its message is shown to the GM as it is. */
export class CommandError extends Error {
  override name = 'CommandError';
}
