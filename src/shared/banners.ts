// The storefront banners' rules, shared by the API (src/server/storefront/banners.ts) and the panel
// (src/admin/areas/storefront/banners/): list sizes, upload limits, interval and frame ratio.

/** At most this many banners in each list (desktop, mobile). */
export const MAX_BANNERS = 7;
/** The panel hides its add card once a list has more than this many banners (spec section 7). */
export const ADD_CARD_HIDDEN_AFTER = 5;

export const MAX_BANNER_IMAGE_MB = 10;
export const MAX_BANNER_VIDEO_MB = 15;
export const MAX_BANNER_VIDEO_BYTES = MAX_BANNER_VIDEO_MB * 1024 * 1024;
/**
 * Largest body of one save/update (new files travel in it as base64): three videos at the limit.
 * The panel asks for an 'Atualizar' before more files would go past it.
 */
export const BANNER_BODY_LIMIT = 64 * 1024 * 1024;

export const DEFAULT_INTERVAL_MS = 5000;
export const MIN_INTERVAL_S = 1;
export const MAX_INTERVAL_S = 60;
export const DEFAULT_FRAME_RATE = '3/8';
export const MIN_RATIO_SIDE = 1;
export const MAX_RATIO_SIDE = 60;

export const BANNER_MESSAGES = {
  badFile: 'Envie uma imagem (JPEG, PNG ou WebP) ou um vídeo (MP4 ou WebM)',
  videoTooHeavy: `O vídeo deve ter no máximo ${MAX_BANNER_VIDEO_MB} MB`,
  imageTooHeavy: `A imagem deve ter no máximo ${MAX_BANNER_IMAGE_MB} MB`,
  tooMany: `No máximo ${MAX_BANNERS} banners`,
  saved: 'Imagens atualizadas com sucesso!',
  saveFailed: 'Erro ao salvar imagens.',
  hint: 'Sugerimos de 3 a 4 banners',
} as const;

/** Height and width of a frame ratio 'h/w' when both are integers 1–60; undefined otherwise. */
export function parseFrameRate(
  value: string | null | undefined,
): { height: number; width: number } | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(value ?? '');
  if (!match) return undefined;
  const height = Number(match[1]);
  const width = Number(match[2]);
  const ok = (n: number) => n >= MIN_RATIO_SIDE && n <= MAX_RATIO_SIDE;
  return ok(height) && ok(width) ? { height, width } : undefined;
}

/** A banner file's kind by its address, for rows stored before banners had a kind. */
export const kindOfAddress = (src: string): 'image' | 'video' =>
  /\.(mp4|webm)(?:[?#]|$)/i.test(src) ? 'video' : 'image';
