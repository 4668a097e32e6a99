// The floating button of list pages that opens the matching create form (spec section 2). It floats
// at the bottom centre of the screen: rows and cards keep their actions (edit, delete, switches) at
// their right end, so a button in the right corner sat over them on the first screen of most lists;
// the centre has only their text. The layout also keeps room for it below the page's end: scrolled
// to the bottom, the pagination and the last row sit above it. A list only renders <CreateFab>; the
// room comes with it.
import AddIcon from '@mui/icons-material/Add';
import { Box, Fab, Tooltip } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Where the button sits: centred, above the footer's line. */
const FAB_BOTTOM = 72;
const FAB_SIZE = 56;
/** The footer's height at least (Footer.tsx: 32 + 20 + 16 px), which is room already. */
const FOOTER_HEIGHT = 64;
/** Room kept below the page's content: up to the button's top edge, plus a gap of 16 px. */
export const FAB_ROOM = FAB_BOTTOM + FAB_SIZE + 16 - FOOTER_HEIGHT;

/** Counts the floating buttons on screen; none of them: no room kept. */
const FabRoomContext = createContext<(delta: 1 | -1) => void>(() => undefined);
/** The count, read by the room alone. */
const FabCountContext = createContext(0);

export function FabRoomProvider({ children }: { children: ReactNode }) {
  const [fabs, setFabs] = useState(0);
  const reserve = useCallback((delta: 1 | -1) => setFabs((n) => n + delta), []);
  // A button appearing re-renders the room only, not the whole frame (top bar, menu and page)
  // as when the layout took the count as a render prop: that was a second full render of the
  // first screen, right after the first.
  return (
    <FabRoomContext.Provider value={reserve}>
      <FabCountContext.Provider value={fabs}>{children}</FabCountContext.Provider>
    </FabRoomContext.Provider>
  );
}

/** The room itself, placed by the layout between the page and the footer. */
export function FabRoom() {
  const shown = useContext(FabCountContext) > 0;
  return shown ? <Box data-testid="fab-room" aria-hidden sx={{ flex: 'none', height: FAB_ROOM }} /> : null;
}

/** Opens the create form at `to`, or runs `onClick` (a screen whose form is a dialog). */
export function CreateFab({ to, onClick, label }: { to?: string; onClick?: () => void; label: string }) {
  const reserve = useContext(FabRoomContext);
  useEffect(() => {
    reserve(1);
    return () => reserve(-1);
  }, [reserve]);
  return (
    <Tooltip title={label}>
      <Fab
        color="primary"
        {...(to ? { component: Link, to } : { onClick })}
        aria-label={label}
        sx={{
          position: 'fixed',
          left: `calc(50% - ${FAB_SIZE / 2}px)`,
          bottom: FAB_BOTTOM,
          zIndex: 1200,
        }}
      >
        <AddIcon />
      </Fab>
    </Tooltip>
  );
}
