// The floating button of list pages that opens the matching create form.
import AddIcon from '@mui/icons-material/Add';
import { Fab, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';

export function CreateFab({ to, label }: { to: string; label: string }) {
  return (
    <Tooltip title={label}>
      <Fab
        color="primary"
        component={Link}
        to={to}
        aria-label={label}
        sx={{ position: 'fixed', right: 24, bottom: 72, zIndex: 1200 }}
      >
        <AddIcon />
      </Fab>
    </Tooltip>
  );
}
