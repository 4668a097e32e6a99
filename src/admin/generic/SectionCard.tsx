// The frame of each section under a saved record's form (a sub-list, a product's images…): a card
// named by its heading, with the section's actions on the right (below it on a phone).
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function SectionCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} sx={{ mt: 2 }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
