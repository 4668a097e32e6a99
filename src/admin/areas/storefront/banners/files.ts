// A file picked for a banner, read in the browser into the data URL the save sends: images (JPEG,
// PNG, WebP; HEIC/HEIF turned into JPEG) and videos (MP4, WebM). The server checks the content again
// and resizes images; these checks only spare sending what it would refuse.
import { BANNER_MESSAGES, MAX_BANNER_IMAGE_MB, MAX_BANNER_VIDEO_BYTES } from '../../../../shared/banners';
import type { BannerKind } from '../../../../shared/calls';

export const ACCEPT = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
  'video/mp4': ['.mp4'],
  'video/webm': ['.webm'],
};

const isHeic = (file: File) => /image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

export function kindOfFile(file: File): BannerKind | undefined {
  if (/^video\/(mp4|webm)$/i.test(file.type) || /\.(mp4|webm)$/i.test(file.name)) return 'video';
  if (/^image\/(jpeg|png|webp)$/i.test(file.type) || /\.(jpe?g|png|webp)$/i.test(file.name) || isHeic(file))
    return 'image';
  return undefined;
}

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('leitura falhou'));
    reader.readAsDataURL(blob);
  });

/** heic2any is large: loaded only when a HEIC photo arrives. */
async function heicToJpeg(file: Blob): Promise<Blob> {
  const { default: heic2any } = await import('heic2any');
  const converted = await heic2any({ blob: file, toType: 'image/jpeg', quality: 0.8 });
  return Array.isArray(converted) ? converted[0]! : converted;
}

export type ReadBanner = { kind: BannerKind; dataUrl: string } | { error: string };

export async function readBannerFile(file: File): Promise<ReadBanner> {
  const kind = kindOfFile(file);
  if (!kind) return { error: `${file.name}: ${BANNER_MESSAGES.badFile}` };
  if (kind === 'video' && file.size > MAX_BANNER_VIDEO_BYTES)
    return { error: `${file.name}: ${BANNER_MESSAGES.videoTooHeavy}` };
  if (kind === 'image' && file.size > MAX_BANNER_IMAGE_MB * 1024 * 1024)
    return { error: `${file.name}: ${BANNER_MESSAGES.imageTooHeavy}` };
  try {
    const blob = kind === 'image' && isHeic(file) ? await heicToJpeg(file) : file;
    return { kind, dataUrl: await readAsDataUrl(blob) };
  } catch {
    return { error: `${file.name}: não foi possível ler o arquivo` };
  }
}
