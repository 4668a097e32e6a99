// @vitest-environment jsdom
// A banner list of the 'Organização de banners' screen: the add card shows while the list has at
// most 5 banners (hidden past 5, so 7 is reached only by adding several files at once), each card
// names its link field and its move/delete buttons in pt-BR, the first cannot move before nor the
// last after, and a bad link is told under its field.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerList, LINK_ERROR } from '../../src/admin/areas/storefront/banners/BannerList';
import type { DraftBanner } from '../../src/admin/areas/storefront/banners/draft';

afterEach(cleanup);

const banners = (n: number): DraftBanner[] =>
  Array.from({ length: n }, (_, i) => ({
    key: `b-${i + 1}`,
    img_id: i + 1,
    src: `/uploads/1/layout/${i + 1}-banner.jpg`,
    link: '',
    kind: 'image' as const,
  }));

function renderList(list: DraftBanner[]) {
  const props = { onChange: vi.fn(), onMove: vi.fn(), onAdd: vi.fn(), onDelete: vi.fn() };
  render(<BannerList noun="Banner" banners={list} {...props} />);
  return props;
}

describe('banner list', () => {
  it('shows the add card up to 5 banners and hides it past 5', () => {
    for (const [n, shown] of [
      [0, true],
      [5, true],
      [6, false],
      [7, false],
    ] as const) {
      renderList(banners(n));
      expect(screen.queryAllByTestId('banner-card')).toHaveLength(n);
      expect(screen.queryByRole('button', { name: 'Adicionar banner' }) !== null).toBe(shown);
      cleanup();
    }
  });

  it('moves, deletes and edits links with pt-BR controls', () => {
    const list = banners(3);
    const props = renderList(list);
    expect(screen.getByRole('button', { name: 'Mover banner 1 para antes' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Mover banner 3 para depois' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mover banner 2 para depois' }));
    expect(props.onMove).toHaveBeenCalledWith(1, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir banner 3' }));
    expect(props.onDelete).toHaveBeenCalledWith(list[2], 2);
    fireEvent.change(screen.getByLabelText('Link do banner 1'), { target: { value: '/verao' } });
    expect(props.onChange).toHaveBeenCalledWith([{ ...list[0], link: '/verao' }, list[1], list[2]]);
    expect(screen.getByRole('button', { name: 'Arrastar banner 2' })).toBeTruthy();
  });

  it('tells a bad link under its field', () => {
    renderList([{ ...banners(1)[0]!, link: 'javascript:alert(1)' }]);
    expect(screen.getByText(LINK_ERROR)).toBeTruthy();
  });
});
