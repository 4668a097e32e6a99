// Placeholder replaced by the catalogue work of issue 5.
import { Typography } from '@mui/material';

export default function LayoutRelevance() {
  return <Typography variant="h5">Relevância dos Produtos</Typography>;
}
