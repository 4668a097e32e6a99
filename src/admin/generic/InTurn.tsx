// A screen's heavy pieces drawn one after another rather than all in one go. React's transitions
// split a render into short slices, but not the commit that puts its result on the page: the
// dashboard's details (three tables, three chart frames) were one ~130 ms commit on a phone at 4×
// CPU, a single long task. One piece per commit keeps each under the 50 ms a task may take before
// the page stops answering; on a desktop the whole sequence is over within a frame or two.
import { type ReactNode, startTransition, useEffect, useState } from 'react';

/** How many of `total` pieces to draw now: the first at once, then one more after each commit. */
function useRevealedCount(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown((n) => n + 1));
  }, [shown, total]);
  return Math.min(shown, total);
}

/** Its children (an array, each with its key) drawn one per commit, in their order. */
export function InTurn({ children }: { children: ReactNode[] }) {
  return children.slice(0, useRevealedCount(children.length));
}
