// A device's frame: its content laid out at the device's width (1200 px for a computer, 390 px for
// a phone) and zoomed down to the room the panel has, so the storefront wraps as it would on that
// device. CSS zoom (not transform) so the frame's height follows the zoomed content.
import { Box } from '@mui/material';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

export function ScaledFrame({
  width,
  label,
  children,
}: {
  width: number;
  label: string;
  children: ReactNode;
}) {
  const outer = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number | null>(null);

  useLayoutEffect(() => {
    const box = outer.current;
    // jsdom has no ResizeObserver: there the frame keeps its own width.
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry.contentRect.width));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // The frame's 2 px border is inside the room too.
  const zoom = room ? Math.min(1, (room - 4) / width) : 1;
  return (
    <Box ref={outer} sx={{ width: '100%', minWidth: 0, display: 'flex', justifyContent: 'center' }}>
      <Box
        component="section"
        aria-label={label}
        data-testid="preview-frame"
        data-width={width}
        sx={{
          width,
          flex: 'none',
          boxSizing: 'content-box',
          zoom,
          position: 'relative',
          border: 2,
          borderColor: 'grey.400',
          borderRadius: width < 600 ? 4 : 1,
          overflow: 'hidden',
          bgcolor: '#fff',
          color: '#222',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
