// What the preview shows where the storefront has nothing yet: the pt-BR empty text and a link to
// the panel screen that fills that part (the admin's chosen store goes along in ?store=).
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export interface EmptyPartProps {
  text: string;
  linkLabel: string;
  to: string;
  /** The admin's chosen store, kept on the screen the link opens. */
  store?: number | null;
  compact?: boolean;
}

export function EmptyPart({ text, linkLabel, to, store, compact }: EmptyPartProps) {
  return (
    <Box
      data-testid="empty-part"
      sx={{
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
        p: compact ? 1 : 3,
        textAlign: 'center',
        bgcolor: 'action.hover',
      }}
    >
      <Typography variant="body2">{text}</Typography>
      <Link component={RouterLink} to={store ? `${to}?store=${store}` : to} variant="body2">
        {linkLabel}
      </Link>
    </Box>
  );
}
