// Placeholder replaced by the catalogue work of issue 5.
import { Typography } from '@mui/material';

export default function ProductList() {
  return <Typography variant="h5">Lista de Produtos</Typography>;
}
