// The banners' pure rules: videos known by their first bytes (MP4's ftyp box, WebM's EBML header;
// HEIC/AVIF/QuickTime refused) and the 'h/w' frame ratio of 1–60 each.
import { describe, expect, it } from 'vitest';
import { sniffVideo } from '../src/server/media/videos.js';
import { kindOfAddress, parseFrameRate } from '../src/shared/banners.js';

const box = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(16)]);
const ebml = (docType: string) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
    Buffer.from(docType, 'latin1'),
  ]);

describe('banner rules', () => {
  it('knows MP4 and WebM by content only', () => {
    expect(sniffVideo(box('isom'))).toBe('mp4');
    expect(sniffVideo(box('mp42'))).toBe('mp4');
    for (const brand of ['heic', 'mif1', 'avif', 'qt  ']) expect(sniffVideo(box(brand))).toBeUndefined();
    expect(sniffVideo(ebml('webm'))).toBe('webm');
    expect(sniffVideo(ebml('matroska'))).toBeUndefined();
    expect(sniffVideo(Buffer.from('\xff\xd8\xff\xe0', 'latin1'))).toBeUndefined();
    expect(sniffVideo(Buffer.alloc(0))).toBeUndefined();
  });

  it('reads a frame ratio of 1–60 on each side', () => {
    expect(parseFrameRate('3/8')).toEqual({ height: 3, width: 8 });
    expect(parseFrameRate('60/1')).toEqual({ height: 60, width: 1 });
    for (const bad of ['0/8', '3/61', '3:8', '3/', '', null, undefined, '100/8'])
      expect(parseFrameRate(bad)).toBeUndefined();
    expect(kindOfAddress('/uploads/1/layout/x-banner.mp4')).toBe('video');
    expect(kindOfAddress('/uploads/1/layout/x-banner.jpg')).toBe('image');
  });
});
