// The live preview: a carousel of the list at the chosen frame ratio (height = width × ratio, as
// the storefront draws it), moving on by the interval; videos play muted, on a loop. Dots and
// arrows change the slide by hand; the carousel pauses while the mouse or the focus is on it.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { DraftBanner } from './draft';

interface Props {
  banners: DraftBanner[];
  /** height / width */
  ratio: { height: number; width: number };
  intervalMs: number;
  label: string;
}

export function BannerPreview({ banners, ratio, intervalMs, label }: Props) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const current = count ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, paused, intervalMs]);

  const go = (next: number) => setIndex((next + count) % count);
  return (
    <Box
      component="section"
      aria-label={label}
      aria-roledescription="carrossel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Box
        data-testid="banner-preview"
        sx={{
          position: 'relative',
          width: '100%',
          // height = width × ratio
          aspectRatio: `${ratio.width} / ${ratio.height}`,
          bgcolor: 'grey.200',
          overflow: 'hidden',
          borderRadius: 1,
        }}
      >
        {count === 0 ? (
          <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 2 }}>
            <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
              Nenhum banner para mostrar
            </Typography>
          </Stack>
        ) : (
          banners.map((b, i) => (
            <Box
              key={b.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`Banner ${i + 1} de ${count}`}
              aria-hidden={i !== current}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: i === current ? 1 : 0,
                transition: 'opacity 0.6s',
              }}
            >
              {b.kind === 'video' ? (
                <Box
                  component="video"
                  src={b.src}
                  muted
                  autoPlay
                  loop
                  playsInline
                  aria-label={`Vídeo do banner ${i + 1}`}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              ) : (
                <Box
                  component="img"
                  src={b.src}
                  alt={`Banner ${i + 1}`}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              )}
            </Box>
          ))
        )}
        {count > 1 ? (
          <>
            <IconButton
              aria-label="Banner anterior"
              onClick={() => go(current - 1)}
              size="small"
              sx={arrow('left')}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label="Próximo banner"
              onClick={() => go(current + 1)}
              size="small"
              sx={arrow('right')}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        ) : null}
      </Box>
      {count > 1 ? (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center', mt: 0.5 }}>
          {banners.map((b, i) => (
            <IconButton
              key={b.key}
              size="small"
              aria-label={`Mostrar banner ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
              sx={{ p: '6px' }}
            >
              <Box
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: i === current ? 'primary.main' : 'grey.500',
                }}
              />
            </IconButton>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

const arrow = (side: 'left' | 'right') => ({
  position: 'absolute',
  top: '50%',
  [side]: 4,
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.85)',
  '&:hover': { bgcolor: 'common.white' },
});
