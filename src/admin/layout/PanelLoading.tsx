// Shown while the panel's code arrives: outside react-admin's context, so no translated texts.
import { Box, CircularProgress } from '@mui/material';

export function PanelLoading() {
  return (
    <Box sx={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label="Carregando" />
    </Box>
  );
}
