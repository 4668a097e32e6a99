// Above the admins' delivery settings list: the way to a store that has none yet (the form asks
// for the store first).
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';

export default function NewDeliverySettings() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 1 }}>
      <Button component={Link} to="/form-delivery-settings" variant="contained" startIcon={<AddIcon />}>
        Cadastrar
      </Button>
    </Box>
  );
}
