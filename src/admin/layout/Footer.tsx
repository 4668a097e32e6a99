// The copyright line of spec section 1, with the current year.
import { Box, Typography } from '@mui/material';

export function Footer() {
  return (
    <Box component="footer" sx={{ mt: 'auto', pt: 4, pb: 2, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()} Painel Lojista. Todos os direitos reservados.
      </Typography>
    </Box>
  );
}
