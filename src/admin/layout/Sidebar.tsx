// Below 960 px (the theme's md) the menu is a drawer over the page, closed until the app bar's
// menu button opens it; react-admin's own sidebar only does that below 600 px.
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Drawer, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect } from 'react';
import { Sidebar as RaSidebar, useSidebarState, type SidebarProps } from 'react-admin';

export function Sidebar(props: SidebarProps) {
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useSidebarState();

  // A narrow screen starts with the page, not the menu.
  useEffect(() => {
    if (compact) setOpen(false);
  }, [compact]); // only when the width class changes, not on every toggle

  if (!compact) return <RaSidebar {...props} />;
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={() => setOpen(false)}
      ModalProps={{ keepMounted: true }}
      // The drawer is a modal dialog over the page: it needs a name of its own.
      slotProps={{ paper: { sx: { width: 280 }, 'aria-label': 'Menu' } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <StorefrontIcon />
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          Painel Lojista
        </Typography>
      </Box>
      {props.children}
    </Drawer>
  );
}
