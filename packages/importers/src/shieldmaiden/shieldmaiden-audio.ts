import { textOf } from '@skald/statblock/json/json-values';

/**
 * An encounter's audio as a soundboard link's address: a web address as it is, a Spotify URI
 * (`spotify:playlist:…`) as the open.spotify.com page it names; anything else has no place on the soundboard.
 */
export function soundboardAddress(audio: unknown): string | undefined {
  const text = textOf(audio);
  if (!text) return undefined;
  const spotify = /^spotify:(track|album|playlist|episode|show|artist):([A-Za-z0-9]+)$/.exec(text);
  if (spotify) return `https://open.spotify.com/${spotify[1]}/${spotify[2]}`;
  return /^https:\/\/\S+$/i.test(text) && URL.canParse(text) && text.length <= 2000 ? text : undefined;
}
