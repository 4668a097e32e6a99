// A grid item's colour as the store shows it: the background image when there is one, else the
// colour code split diagonally with the second code (two-tone items), beside the colour's name.
import { Box, Stack, Typography } from '@mui/material';
import { NO_COLOR } from '../../../../../shared/colors';

interface SwatchProps {
  code?: string | null;
  second?: string | null;
  image?: string | null;
  size?: number;
}

/** The swatch alone; nothing for an item without codes nor image ('N/A'). */
export function Swatch({ code, second, image, size = 20 }: SwatchProps) {
  if (!image && !code) return null;
  const background = image
    ? `center / cover no-repeat url("${encodeURI(image)}")`
    : second
      ? `linear-gradient(135deg, ${code} 50%, ${second} 50%)`
      : code!;
  return (
    <Box
      aria-hidden
      data-testid="color-swatch"
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: '50%',
        border: 1,
        borderColor: 'divider',
        background,
      }}
    />
  );
}

export function ColorSwatch({
  color,
  code,
  second,
  image,
}: {
  color: string;
  code?: string | null;
  second?: string | null;
  image?: string | null;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Swatch code={code} second={second} image={image} />
      <Typography variant="body2" color={color === NO_COLOR ? 'text.secondary' : undefined}>
        {color}
      </Typography>
    </Stack>
  );
}
