// @vitest-environment jsdom
// generic/InTurn.tsx: a screen's heavy pieces are drawn one per commit, in their order, and all of
// them end up on the page.
import { render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { InTurn } from '../../src/admin/generic/InTurn';

describe('InTurn', () => {
  it('draws the first piece at once, then one more per commit, in order', async () => {
    // What each piece saw on the page as it was put there (a layout effect runs in its commit):
    // drawn together, each would see all three.
    const seen: string[][] = [];
    const texts = () => screen.queryAllByRole('paragraph').map((p) => p.textContent ?? '');
    function Piece({ name }: { name: string }) {
      useLayoutEffect(() => void seen.push(texts()), []);
      return <p>{name}</p>;
    }
    render(
      <InTurn>
        {['um', 'dois', 'três'].map((name) => (
          <Piece key={name} name={name} />
        ))}
      </InTurn>,
    );
    await waitFor(() => expect(texts()).toEqual(['um', 'dois', 'três']));
    expect(seen).toEqual([['um'], ['um', 'dois'], ['um', 'dois', 'três']]);
  });
});
