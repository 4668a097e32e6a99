// The top bar: the screen's title (also the browser tab's: AppTitle.tsx), the Novidades bell, the
// marketing shortcut (admins, spec section 6), the signed-in user's name with its menu holding 'Sair'.
import CampaignIcon from '@mui/icons-material/Campaign';
import { Box, IconButton, MenuItem, Tooltip, Typography } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, Logout, UserMenu, useGetIdentity } from 'react-admin';
import { Link } from 'react-router-dom';
import { useUserPermissions } from '../permissions';
import { AppTitle } from './AppTitle';
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
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
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
  return (
    <RaAppBar
      color="primary"
      toolbar={<Toolbar />}
      userMenu={
        // The user's name (the menu's button from 600 px up) and 'Sair'. The button shows the
        // name, so its accessible name starts with it (react-admin's would be just 'Perfil').
        <UserMenu label={identity?.fullName ? `${identity.fullName} (perfil)` : 'ra.auth.user_menu'}>
          <UserName />
          <Logout />
        </UserMenu>
      }
    >
      <AppTitle />
    </RaAppBar>
  );
}
