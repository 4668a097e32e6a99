// The banner screen's editable copy of a store's set: what the lists show before 'Atualizar', and
// the save/update body made from it (kept banners by img_id, new ones with their file in base64).
import { DEFAULT_FRAME_RATE, DEFAULT_INTERVAL_MS, parseFrameRate } from '../../../../shared/banners';
import type { BannerItemInput, BannerKind, BannerSetInput, BannerSetView } from '../../../../shared/calls';

export interface DraftBanner {
  /** Stable key for the lists and drag and drop. */
  key: string;
  /** Set for a stored banner (the id a delete takes); absent for one not saved yet. */
  img_id?: number;
  /** What the card and the preview show: the stored address or the new file's data URL. */
  src: string;
  /** A new file, sent on 'Atualizar'. */
  base64?: string;
  link: string;
  kind: BannerKind;
}

export type ListName = 'items' | 'items_mobile';

export interface Draft {
  items: DraftBanner[];
  items_mobile: DraftBanner[];
  /** As typed: seconds, 1–60. */
  seconds: string;
  /** As typed: the ratio's height and width, 1–60 each. */
  height: string;
  width: string;
}

let counter = 0;
export const newKey = () => `novo-${++counter}`;

export function draftOf(set: BannerSetView): Draft {
  const ratio = parseFrameRate(set.frame_rate) ?? parseFrameRate(DEFAULT_FRAME_RATE)!;
  const banners = (list: BannerSetView['items']): DraftBanner[] =>
    list.map((b) => ({
      key: `b-${b.img_id}`,
      img_id: b.img_id,
      src: b.src,
      link: b.link ?? '',
      kind: b.kind,
    }));
  return {
    items: banners(set.items),
    items_mobile: banners(set.items_mobile),
    seconds: String(Math.round((set.interval || DEFAULT_INTERVAL_MS) / 1000)),
    height: String(ratio.height),
    width: String(ratio.width),
  };
}

/** An integer 1–60 typed in a field, or undefined. */
export function sideOf(text: string): number | undefined {
  if (!/^\d{1,2}$/.test(text.trim())) return undefined;
  const n = Number(text);
  return n >= 1 && n <= 60 ? n : undefined;
}

export function bodyOf(draft: Draft): BannerSetInput {
  const items = (list: DraftBanner[]): BannerItemInput[] =>
    list.map((b) => ({
      ...(b.base64 ? { base64: b.base64 } : { img_id: b.img_id }),
      link: b.link.trim() || null,
    }));
  return {
    items: items(draft.items),
    items_mobile: items(draft.items_mobile),
    interval: (sideOf(draft.seconds) ?? 5) * 1000,
    frame_rate: `${sideOf(draft.height) ?? 3}/${sideOf(draft.width) ?? 8}`,
  };
}

/** The list with the banner at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= list.length) return list;
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}

/** Characters of base64 the unsaved files of the draft add to the next save's body. */
export const pendingSize = (draft: Draft) =>
  [...draft.items, ...draft.items_mobile].reduce((sum, b) => sum + (b.base64?.length ?? 0), 0);
