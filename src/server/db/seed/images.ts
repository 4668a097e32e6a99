// Demo pictures drawn with sharp from SVG: product photos (gradient in the product's colour with its
// initials), banners, logos and favicons. No network, no stock photos, same look on every machine
// (when no font is installed the text is simply left out).
import sharp from 'sharp';

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a colour with white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return `#${rgb(hex)
    .map((c) => Math.round(c + (target - c) * a))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

function isLight(hex: string): boolean {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

/** Up to two capital letters from the significant words of a name. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w.length > 2 && /^\p{L}/u.test(w));
  return (words.length ? words : [name])
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

/** Splits a title into lines of at most `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, maxLines);
}

/** An 800×1000 JPEG, the size the panel uploads product photos at. */
export async function productPicture(name: string, color: string, store: string): Promise<Buffer> {
  const top = shade(color, 0.35);
  const bottom = shade(color, -0.25);
  const ink = isLight(color) ? '#2B2B2B' : '#FFFFFF';
  const lines = wrap(name, 22, 3)
    .map((line, i) => `<tspan x="400" dy="${i ? 52 : 0}">${escapeXml(line)}</tspan>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="800" height="1000" fill="url(#g)"/>
  <circle cx="400" cy="430" r="230" fill="${ink}" fill-opacity="0.12"/>
  <text x="400" y="510" font-family="${FONT}" font-size="220" font-weight="bold" fill="${ink}" text-anchor="middle">${escapeXml(initials(name))}</text>
  <text x="400" y="790" font-family="${FONT}" font-size="44" fill="${ink}" text-anchor="middle">${lines}</text>
  <text x="400" y="960" font-family="${FONT}" font-size="28" fill="${ink}" fill-opacity="0.7" text-anchor="middle">${escapeXml(store)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** A banner with a title and a call to action, in the store's colours. */
export async function bannerPicture(
  title: string,
  subtitle: string,
  colors: [string, string],
  width: number,
  height: number,
): Promise<Buffer> {
  const ink = isLight(colors[0]) ? '#1E1E1E' : '#FFFFFF';
  const size = Math.round(Math.min(width / 12, height / 4));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.6}" fill="#FFFFFF" fill-opacity="0.12"/>
  <text x="${width / 2}" y="${height * 0.45}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${ink}" text-anchor="middle">${escapeXml(title)}</text>
  <text x="${width / 2}" y="${height * 0.45 + size * 1.2}" font-family="${FONT}" font-size="${Math.round(size * 0.5)}" fill="${ink}" text-anchor="middle">${escapeXml(subtitle)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A 600×200 PNG logo with the store's name. */
export async function logoPicture(name: string, colors: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">
  <rect x="20" y="40" width="120" height="120" rx="28" fill="${colors[0]}"/>
  <text x="80" y="122" font-family="${FONT}" font-size="64" font-weight="bold" fill="#FFFFFF" text-anchor="middle">${escapeXml(initials(name))}</text>
  <text x="165" y="120" font-family="${FONT}" font-size="52" font-weight="bold" fill="${colors[0]}">${escapeXml(name)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A 64×64 PNG favicon with the store's initials. */
export async function faviconPicture(name: string, colors: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">
  <rect width="64" height="64" rx="14" fill="${colors[0]}"/>
  <text x="32" y="43" font-family="${FONT}" font-size="28" font-weight="bold" fill="#FFFFFF" text-anchor="middle">${escapeXml(initials(name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
