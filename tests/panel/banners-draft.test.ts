// The banner screen's draft turned into the save body (src/admin/areas/storefront/banners/draft.ts):
// kept banners by img_id in the new order, new ones with their base64, blank links as null.
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, moved, sideOf } from '../../src/admin/areas/storefront/banners/draft';

describe('banner draft', () => {
  it("turns the panel's draft into the save body", () => {
    const draft = draftOf({
      id: 9,
      company_id: 1,
      items: [
        { img_id: 11, src: '/uploads/1/layout/a-banner.jpg', link: '/a', kind: 'image' },
        { img_id: 12, src: '/uploads/1/layout/b-banner.mp4', link: null, kind: 'video' },
      ],
      items_mobile: [],
      interval: 7000,
      frame_rate: '2/5',
    });
    expect([draft.seconds, draft.height, draft.width]).toEqual(['7', '2', '5']);
    draft.items = moved(draft.items, 1, 0);
    draft.items.push({
      key: 'n',
      src: 'data:image/png;base64,AAA',
      base64: 'data:image/png;base64,AAA',
      link: ' ',
      kind: 'image',
    });
    expect(bodyOf(draft)).toEqual({
      items: [
        { img_id: 12, link: null },
        { img_id: 11, link: '/a' },
        { base64: 'data:image/png;base64,AAA', link: null },
      ],
      items_mobile: [],
      interval: 7000,
      frame_rate: '2/5',
    });
    expect([sideOf('60'), sideOf('61'), sideOf('0'), sideOf('2.5'), sideOf('')]).toEqual([
      60,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(moved([1, 2, 3], 0, 5)).toEqual([1, 2, 3]);
  });
});
