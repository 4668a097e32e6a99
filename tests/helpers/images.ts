// Pictures for the upload tests: real ones drawn with sharp, and broken ones crafted byte by byte
// (a header claiming 16000×16000 is a few hundred bytes, never a real 256-megapixel image).
import sharp from 'sharp';

export const dataUrl = (bytes: Buffer, type = 'image/jpeg') =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** A picture of width×height, left half `left` and right half `right` (to see how it was turned). */
export async function picture(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg',
  {
    left = '#cc3333',
    right = '#3333cc',
    orientation,
  }: { left?: string; right?: string; orientation?: number } = {},
): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const side = (color: string, w: number) =>
    sharp({ create: { width: w, height, channels: 3, background: color } })
      .png()
      .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: left } }).composite([
    { input: await side(right, width - half), left: half, top: 0 },
  ]);
  if (orientation) image = image.withMetadata({ orientation });
  return image.toFormat(format).toBuffer();
}

/** Random-looking pixels, so the file is big enough to cut in meaningful places. */
export function noisy(width: number, height: number, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + ((i * i) % 251)) & 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG whose frame header (SOFn) claims another size; the pixel data stays the small one's. */
export function withJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  let i = 2;
  while (i + 9 < out.length && out[i] === 0xff) {
    const marker = out[i + 1];
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      out.writeUInt16BE(height, i + 5);
      out.writeUInt16BE(width, i + 7);
      return out;
    }
    i += 2 + out.readUInt16BE(i + 2);
  }
  throw new Error('no JPEG frame header');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A PNG whose IHDR claims another size (with a correct checksum, so only the size lies). */
export function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  if (out.toString('latin1', 12, 16) !== 'IHDR') throw new Error('no PNG IHDR');
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

/** An extended (VP8X) WebP, e.g. an animation, whose canvas claims another size. */
export function withWebpCanvas(webp: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(webp);
  if (out.toString('latin1', 12, 16) !== 'VP8X') throw new Error('not an extended WebP');
  out.writeUIntLE(width - 1, 24, 3);
  out.writeUIntLE(height - 1, 27, 3);
  return out;
}

/** An animation of `frames` frames alternating two colours. */
export async function animation(format: 'webp' | 'gif', frames: number, width = 400, height = 300) {
  const frame = (color: string) =>
    sharp({ create: { width, height, channels: 3, background: color } })
      .png()
      .toBuffer();
  const [a, b] = await Promise.all([frame('#3333cc'), frame('#cc3333')]);
  const list = Array.from({ length: frames }, (_, i) => (i % 2 ? b : a));
  return sharp(list, { join: { animated: true } })
    .toFormat(format)
    .toBuffer();
}

export const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>alert(1)</script><rect width="100" height="100" fill="red"/></svg>',
);

/** The colour of one pixel, as '#rrggbb' rounded to the nearest of red/blue/white/black. */
export async function colourAt(image: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const [r, g, b] = [data[at], data[at + 1], data[at + 2]];
  if (r > 200 && g > 200 && b > 200) return 'white';
  if (r < 50 && g < 50 && b < 50) return 'black';
  return r > b ? 'red' : 'blue';
}
