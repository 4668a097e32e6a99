// 'Importar CSV' beside 'Exportar CSV' on the product list: opens 'Importar Produtos' (for an admin,
// with the store the list shows already picked).
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function ImportCsvButton({ companyId }: { companyId: number | null }) {
  return (
    <Button
      component={RouterLink}
      to={companyId ? `/product-import?store=${companyId}` : '/product-import'}
      variant="outlined"
      startIcon={<UploadFileIcon />}
    >
      Importar CSV
    </Button>
  );
}
