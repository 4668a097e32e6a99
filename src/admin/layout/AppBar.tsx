// The top bar: the screen's title (also the browser tab's: AppTitle.tsx), the jump box (Ctrl+K), the Novidades bell, the
// marketing shortcut (admins, spec section 6), the signed-in user's name with its menu holding 'Sair'.
import CampaignIcon from '@mui/icons-material/Campaign';
import { Box, IconButton, MenuItem, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, Logout, UserMenu, useGetIdentity } from 'react-admin';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useUserPermissions } from '../permissions';
import { AppTitle } from './AppTitle';
import { JumpSearch } from './JumpSearch';
import { NewsBell } from './NewsDialog';

/** On a phone the user menu is only an icon: its first line then names who is signed in. */
function UserName() {
  const { identity } = useGetIdentity();
  if (!identity?.fullName) return null;
  return (
    <MenuItem disabled sx={{ display: { sm: 'none' }, '&.Mui-disabled': { opacity: 1 } }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {identity.fullName}
      </Typography>
    </MenuItem>
  );
}

function Toolbar() {
  const { admin } = useUserPermissions();
  // react-admin's permissions hook follows the router, which react-admin's routes redraw twice as
  // a page loads: the icons (each with its tooltip) are drawn again only when the role changes.
  return useMemo(() => <ToolbarIcons admin={admin} />, [admin]);
}

function ToolbarIcons({ admin }: { admin: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
      <JumpSearch />
      <NewsBell />
      {admin ? (
        <Tooltip title="Marketing">
          <IconButton color="inherit" component={Link} to="/marketing" aria-label="Marketing">
            <CampaignIcon />
          </IconButton>
        </Tooltip>
      ) : null}
      <LoadingIndicator />
    </Box>
  );
}

export function AppBar() {
  const { identity } = useGetIdentity();
  // From 600 px up the user menu's button shows the user's name (react-admin's UserMenu), and its
  // accessible name must start with it; on a phone it is an icon named 'Perfil'. (There react-admin
  // falls back to 'Profile' for any label that is not a message key, so it gets the key.)
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const userMenuLabel =
    showsName && identity?.fullName ? `${identity.fullName} (perfil)` : 'ra.auth.user_menu';
  return (
    <RaAppBar
      color="primary"
      toolbar={<Toolbar />}
      userMenu={
        // The user's name (the menu's button from 600 px up) and 'Sair'.
        <UserMenu label={userMenuLabel}>
          <UserName />
          <Logout />
        </UserMenu>
      }
    >
      <AppTitle />
    </RaAppBar>
  );
}
