// The banner carousel's 'height/width' (frameRate, '3/8' by default, spec section 9) as a number,
// and the carousel's height at a frame's width: height = width × frameRate.
export const DEFAULT_FRAME_RATE = '3/8';

/** '3/8' → 0.375; anything else (empty, zero, not a fraction) → the default's. */
export function frameRatio(frameRate: string | null | undefined): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(frameRate ?? '');
  const height = Number(match?.[1]);
  const width = Number(match?.[2]);
  if (!match || !(height > 0) || !(width > 0)) return 3 / 8;
  return height / width;
}

/** The carousel's height in pixels in a frame this wide. */
export const carouselHeight = (frameWidth: number, frameRate: string | null | undefined) =>
  Math.round(frameWidth * frameRatio(frameRate));
