// @vitest-environment jsdom
// WhenVisible (src/admin/generic/WhenVisible.tsx): its box, with the caller's role and label, is there
// at once; what it holds is drawn only when the box nears the screen, and stays drawn.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { WhenVisible } from '../../src/admin/generic/WhenVisible';
import { dayLabelsThatFit, dayTickInterval } from '../../src/admin/areas/dashboard/model';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('draws its content once the box nears the screen, and keeps it', async () => {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    disconnected = false;
    constructor(
      readonly callback: (entries: { isIntersecting: boolean }[]) => void,
      readonly options?: { rootMargin?: string },
    ) {
      observers.push(this);
    }
    report(near: boolean) {
      this.callback([{ isIntersecting: near }]);
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  render(
    <WhenVisible role="img" aria-label="Vendas por dia: nenhuma venda no período">
      <svg data-testid="drawing" />
    </WhenVisible>,
  );
  const box = screen.getByRole('img', { name: 'Vendas por dia: nenhuma venda no período' });
  expect(screen.queryByTestId('drawing')).toBeNull();
  expect(observers).toHaveLength(1);
  expect(observers[0].options?.rootMargin).toMatch(/^\d+px/);
  await act(async () => observers[0].report(false));
  expect(screen.queryByTestId('drawing')).toBeNull();
  await act(async () => observers[0].report(true));
  expect(box.contains(screen.getByTestId('drawing'))).toBe(true);
  expect(observers[0].disconnected).toBe(true);
});

it('draws at once where the browser cannot tell what is on screen', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  render(
    <WhenVisible>
      <svg data-testid="drawing" />
    </WhenVisible>,
  );
  expect(screen.getByTestId('drawing')).toBeTruthy();
});

it('shows as many day labels as fit the chart, every day when they all do', () => {
  // A phone (360 px: 280 px for labels, 6 of them) and a month.
  expect(dayTickInterval(31, dayLabelsThatFit(360))).toBe(5);
  // A wide screen shows every day of a month; a year still thins out.
  expect(dayTickInterval(31, dayLabelsThatFit(1600))).toBe(0);
  expect(dayTickInterval(365, dayLabelsThatFit(1600))).toBe(11);
  // Narrower than its axes: one label, the rest skipped.
  expect(dayTickInterval(31, dayLabelsThatFit(50))).toBe(30);
  // The chart keeps the count, not the width: widths that fit as many labels are the same state.
  expect(dayLabelsThatFit(318)).toBe(dayLabelsThatFit(342));
  expect(dayLabelsThatFit(364)).toBeGreaterThan(dayLabelsThatFit(342));
});
