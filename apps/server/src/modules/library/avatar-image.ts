import { AVATAR_MAX_PIXELS, AVATAR_MAX_SIDE, AVATAR_MESSAGES } from '@skald/contract/library/avatar-limits';
import sharp from 'sharp';
import { HttpError } from '../../http/http-error.ts';

/** What sharp may read an upload as: the types the upload route accepts, whatever the file claims to be. */
const READABLE_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

export interface EncodedAvatar {
  webp: Buffer;
  width: number;
  height: number;
}

/** The file begins like a PNG, JPEG, GIF or WebP: if it cannot be read after that, it is damaged, not foreign. */
function looksLikeAPicture(bytes: Buffer): boolean {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  return (
    ascii(0, 8) === '\x89PNG\r\n\x1a\n' ||
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    ascii(0, 4) === 'GIF8' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP')
  );
}

/**
 * Re-encodes an uploaded picture as WebP of at most 512×512, turned upright and without its metadata
 * (camera, location): the stored bytes are always a picture sharp wrote, never the file that was sent.
 * The type is what sharp finds in the bytes, so an SVG or HTML file named .png is refused (415).
 */
export async function encodeAvatar(bytes: Buffer): Promise<EncodedAvatar> {
  let format: string | undefined;
  let pixels: number;
  try {
    const metadata = await sharp(bytes).metadata();
    format = metadata.format;
    pixels = metadata.width * metadata.height;
  } catch {
    throw looksLikeAPicture(bytes)
      ? new HttpError(400, AVATAR_MESSAGES.damaged)
      : new HttpError(415, AVATAR_MESSAGES.notAPicture);
  }
  if (!format || !READABLE_FORMATS.has(format)) throw new HttpError(415, AVATAR_MESSAGES.notAPicture);
  if (pixels > AVATAR_MAX_PIXELS) throw new HttpError(413, AVATAR_MESSAGES.tooManyPixels);

  try {
    // JPEG and WebP are decoded at a fraction of their size (shrink-on-load), read in one pass; PNG and
    // GIF cannot be, which is why encodes take turns (`avatar-encode-turns.ts`).
    const { data, info } = await sharp(bytes, {
      limitInputPixels: AVATAR_MAX_PIXELS,
      failOn: 'error',
      sequentialRead: true,
    })
      .rotate()
      .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true, fastShrinkOnLoad: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, AVATAR_MESSAGES.damaged);
  }
}
