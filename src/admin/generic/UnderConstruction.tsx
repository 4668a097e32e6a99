// Routes whose screens a later issue builds: a clear page instead of a dead end.
import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

export function UnderConstruction({ title }: { title: string }) {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <ConstructionIcon color="action" sx={{ fontSize: 48 }} />
        {/* The page's one h1, as on every other screen. */}
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">Em construção: esta tela estará disponível em breve.</Typography>
      </CardContent>
    </Card>
  );
}
