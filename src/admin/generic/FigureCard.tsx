// One figure of a summary row (the dashboard's and the marketing reports'): its label as a heading,
// the value large, and an optional line under it.
import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function FigureCard({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: ReactNode;
  detail?: string;
  testId?: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 600, fontSize: { xs: '1.1rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
        >
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
