// The page of an address the panel does not have (react-admin's catch-all route): in pt-BR, named
// 'Página não encontrada' in the top bar and the tab, with a link back to the start. react-admin's
// own page read 'Foi digitada uma URL inválida, ou o link pode estar quebrado..' (its message plus
// a second full stop) and offered only 'Voltar'.
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Loading, Title, useAuthenticated } from 'react-admin';

export const NOT_FOUND_TITLE = 'Página não encontrada';
export const NOT_FOUND_TEXT = 'O endereço digitado não existe ou o link está quebrado.';
export const BACK_TO_START = 'Voltar para o início';

export function NotFound() {
  const { isPending } = useAuthenticated();
  if (isPending) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={NOT_FOUND_TITLE} />
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <SearchOffIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1" gutterBottom>
          {NOT_FOUND_TITLE}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {NOT_FOUND_TEXT}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {BACK_TO_START}
        </Button>
      </CardContent>
    </Card>
  );
}
