// Placeholder replaced by the catalogue work of issue 5.
import { Typography } from '@mui/material';

export default function ExactSearch() {
  return <Typography variant="h5">Busca Exata</Typography>;
}
