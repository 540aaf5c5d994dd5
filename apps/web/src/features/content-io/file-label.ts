/**
 * The preview's first sentence from the server's label of the file: "This is a Shieldmaiden export
 * (version 2)." for one file or record, "The file holds 3 Open5e monsters." for a list, which "This is"
 * would make ungrammatical.
 */
export function fileSentence(label: string): string {
  return /^\d/.test(label) ? `The file holds ${label}.` : `This is ${label}.`;
}
