// The signed-in frame: top bar, side menu (a drawer on narrow screens), the page, room for a list's
// floating create button (CreateFab.tsx) when one is shown, and the footer.
import { memo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { FabRoom, FabRoomProvider } from '../generic/CreateFab';
import { Footer } from './Footer';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';

/**
 * react-admin lets the whole frame grow as wide as its widest content: one wide table on a phone
 * then widens the page, and the top bar's icons end up off the screen. The page area keeps the
 * window's width instead, and what is wider scrolls sideways inside it.
 */
const layoutSx = {
  minWidth: 0,
  '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' },
} as const;

// react-admin draws the frame again each time its routes or resource definitions change (twice
// more as a page loads, before the page's own calls are back). The top bar, the menu and the footer
// take no props from it (they read the session, the address and the sidebar's state themselves):
// kept as they were, those draws are of the frame alone.
const FrameAppBar = memo(AppBar);
const FrameMenu = memo(Menu);
const FrameFooter = memo(Footer);
export function Layout({ children }: { children: ReactNode }) {
  return (
    <FabRoomProvider>
      <RaLayout appBar={FrameAppBar} menu={FrameMenu} sidebar={Sidebar} sx={layoutSx}>
        {/* At least a screen tall: the footer starts below the first screen, so a page whose data
            arrives after it is drawn no longer pushes a visible footer down (a layout shift of
            0.15 on the dashboard and the product list). */}
        <Box sx={{ minHeight: '100dvh' }}>{children}</Box>
        <FabRoom />
        <FrameFooter />
      </RaLayout>
    </FabRoomProvider>
  );
}
