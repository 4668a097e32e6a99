// What each kind of uploaded picture becomes, declared once: how many pixels an upload may have, and
// the files (renditions) kept from it. Every upload goes through prepareImage/storeImage (images.ts)
// with one of these presets.

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface Rendition {
  /** Appended to the image's base to name the file: base + '300.jpg'. The extension matches format. */
  suffix: string;
  /** The box the picture is fitted inside, keeping its proportions. */
  width: number;
  height: number;
  /** Grow smaller pictures up to the box (product photos always did); otherwise the box is a maximum. */
  enlarge: boolean;
  /**
   * 'inside' (default): the picture keeps its proportions and the box is its largest size.
   * 'contain': the file is exactly the box, the picture centred in it on a transparent background
   * (a favicon must be square whatever was uploaded; cropping could cut a logo's letters).
   */
  fit?: 'inside' | 'contain';
  format: ImageFormat;
  /** JPEG/WebP quality, 1–100. */
  quality?: number;
}

export interface ImagePreset {
  name: string;
  /** Storage folder inside the store's own: "<company_id>/<folder>/<random>-<suffix>". */
  folder: string;
  /** Larger uploads are refused before decoding (a header may claim any size). */
  maxInputPixels: number;
  renditions: readonly Rendition[];
}

const MEGAPIXEL = 1_000_000;
// A 24 MP camera photo (6000×4000) still fits; decoding one takes about 100 MB at most.
const MAX_INPUT_PIXELS = 25 * MEGAPIXEL;

const jpeg = (suffix: string, size: number, quality: number, enlarge = false): Rendition => ({
  suffix,
  width: size,
  height: size,
  enlarge,
  format: 'jpeg',
  quality,
});
const png = (suffix: string, size: number): Rendition => ({
  suffix,
  width: size,
  height: size,
  enlarge: false,
  format: 'png',
});

/**
 * Product photos: img_name + '300.jpg' (thumbnail) and img_name + '1000.jpg'. This URL scheme is a
 * fixed contract with the storefront; both are always exactly that size on their longer side.
 */
export const productImage: ImagePreset = {
  name: 'product',
  folder: 'products',
  maxInputPixels: MAX_INPUT_PIXELS,
  renditions: [jpeg('300.jpg', 300, 80, true), jpeg('1000.jpg', 1000, 80, true)],
};

/** Desktop banner: at most 1800×1800 (spec section 5). */
export const bannerImage: ImagePreset = {
  name: 'banner',
  folder: 'layout',
  maxInputPixels: MAX_INPUT_PIXELS,
  renditions: [jpeg('banner.jpg', 1800, 85)],
};

/** Mobile banner: at most 1000×1000. */
export const bannerMobileImage: ImagePreset = {
  name: 'bannerMobile',
  folder: 'layout',
  maxInputPixels: MAX_INPUT_PIXELS,
  renditions: [jpeg('banner-mobile.jpg', 1000, 85)],
};

/** Store logo: PNG, so a transparent background stays transparent; at most 1800×1800. */
export const logoImage: ImagePreset = {
  name: 'logo',
  folder: 'layout',
  maxInputPixels: MAX_INPUT_PIXELS,
  renditions: [png('logo.png', 1800)],
};

/** A square PNG of exactly size × size: the picture fitted whole, centred on transparency. */
const squarePng = (suffix: string, size: number): Rendition => ({
  ...png(suffix, size),
  enlarge: true,
  fit: 'contain',
});

/** The favicon sizes browsers and phones ask for: tabs (16, 32), iOS home screen (180), Android (192, 512). */
export const FAVICON_SIZES = [16, 32, 180, 192, 512] as const;
export type FaviconSize = (typeof FAVICON_SIZES)[number];

/** The suffix of a favicon rendition: base + 'favicon-32.png'. */
export const faviconSuffix = (size: FaviconSize): string => `favicon-${size}.png`;

/**
 * Favicon: the upload as PNG, at most 1800×1800 (spec section 5; its address is the stored
 * fav_icon), and beside it one square PNG per size in FAVICON_SIZES.
 */
export const faviconImage: ImagePreset = {
  name: 'favicon',
  folder: 'layout',
  maxInputPixels: MAX_INPUT_PIXELS,
  renditions: [
    png('favicon.png', 1800),
    ...FAVICON_SIZES.map((size) => squarePng(faviconSuffix(size), size)),
  ],
};

/** A landing image (/Images) dropped in the panel: JPEG, at most 1800×1800, like a desktop banner. */
export const landingImage: ImagePreset = {
  name: 'landing',
  folder: 'layout',
  maxInputPixels: MAX_INPUT_PIXELS,
  renditions: [jpeg('landing.jpg', 1800, 85)],
};

export const IMAGE_PRESETS = {
  product: productImage,
  banner: bannerImage,
  bannerMobile: bannerMobileImage,
  logo: logoImage,
  favicon: faviconImage,
  landing: landingImage,
} as const;

export type ImagePresetName = keyof typeof IMAGE_PRESETS;
