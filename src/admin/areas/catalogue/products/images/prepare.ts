// A product photo made ready in the browser before it is sent (spec section 5): HEIC/HEIF turned
// into JPEG, stood upright by its EXIF orientation, reduced to fit 800×1000 px and encoded as a
// JPEG data URL at quality 0.5. The decisions live in resize.ts; this module does the drawing.
// The server turns photos upright too (sharp's rotate), but a canvas keeps no EXIF, so the photo
// must leave the browser already upright.
import {
  fitWithin,
  HEIC_QUALITY,
  isHeic,
  JPEG_QUALITY,
  jpegOrientation,
  orientationTransform,
  swapsSides,
} from './resize';

/** A 2×1 JPEG tagged with EXIF orientation 6: a browser that honours the tag decodes it as 1×2. */
const ORIENTATION_PROBE =
  '/9j/4QAiRXhpZgAATU0AKgAAAAgAAQESAAMAAAABAAYAAAAAAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////2wBDAf//////////////////////////////////////////////////////////////////////////////////////wAARCAABAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAA/9k=';

const decode = (blob: Blob) => createImageBitmap(blob, { imageOrientation: 'from-image' });

let honoursOrientation: Promise<boolean> | undefined;

/**
 * Whether this browser's decoder already applies the EXIF orientation (current Chromium, Firefox
 * and Safari do): asked once, with the probe. When it does not, prepareImage turns the photo itself.
 */
function browserHonoursOrientation(): Promise<boolean> {
  honoursOrientation ??= (async () => {
    const bytes = Uint8Array.from(atob(ORIENTATION_PROBE), (c) => c.charCodeAt(0));
    const bitmap = await decode(new Blob([bytes], { type: 'image/jpeg' }));
    const upright = bitmap.width === 1 && bitmap.height === 2;
    bitmap.close();
    return upright;
  })().catch(() => false);
  return honoursOrientation;
}

/** HEIC/HEIF as JPEG; heic2any (a large module) is loaded only when such a photo arrives. */
async function heicToJpeg(file: Blob): Promise<Blob> {
  const { default: heic2any } = await import('heic2any');
  const converted = await heic2any({ blob: file, toType: 'image/jpeg', quality: HEIC_QUALITY });
  return Array.isArray(converted) ? converted[0] : converted;
}

/** The photo as the data URL /product-image/save takes: upright, within 800×1000, JPEG 0.5. */
export async function prepareImage(file: File): Promise<string> {
  const source = isHeic(file) ? await heicToJpeg(file) : file;
  // EXIF sits at the start of a JPEG; the first 256 KB always hold it.
  const [bitmap, tagged, honoured] = await Promise.all([
    decode(source),
    source
      .slice(0, 256 * 1024)
      .arrayBuffer()
      .then(jpegOrientation),
    browserHonoursOrientation(),
  ]);
  try {
    const orientation = honoured ? 1 : tagged;
    const upright = swapsSides(orientation)
      ? { width: bitmap.height, height: bitmap.width }
      : { width: bitmap.width, height: bitmap.height };
    const size = fitWithin(upright.width, upright.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d indisponível');
    // JPEG has no transparency: transparent PNG areas become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.scale(size.width / upright.width, size.height / upright.height);
    context.transform(...orientationTransform(orientation, bitmap.width, bitmap.height));
    context.drawImage(bitmap, 0, 0);
    return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
}
