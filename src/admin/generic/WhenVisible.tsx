// A heavy piece (a chart) drawn only once its box comes near the screen: on a phone, the pieces below
// the fold cost nothing on a page load until the user scrolls towards them (the dashboard's three
// charts were its longest task). The box keeps its height meanwhile, so nothing moves when it draws,
// and it carries whatever the caller gives it (a role and a text alternative, say) from the start.
import { Box, type BoxProps } from '@mui/material';
import { startTransition, useEffect, useRef, useState } from 'react';

/** How far from the screen a box starts drawing: a fast scroll seldom meets an empty one. */
const AHEAD = '100px 0px';

export function WhenVisible({ children, ...box }: BoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // In a transition: the page stays responsive while the piece renders.
        startTransition(() => setNear(true));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <Box ref={ref} {...box}>
      {near ? children : null}
    </Box>
  );
}
