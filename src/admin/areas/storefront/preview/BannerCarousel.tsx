// The storefront's banner carousel as a shopper sees it: one banner at a time across the frame,
// height = frame width × frameRate, moving on every `interval` ms. Since it moves by itself it has a
// pause button (WCAG 2.2.2), and starts paused for whoever asked the system for reduced motion.
// Previous/next buttons and one dot per banner, all named in pt-BR; the banners out of view are
// inert, so neither the keyboard nor a screen reader lands in them.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, IconButton } from '@mui/material';
import { useEffect, useState } from 'react';
import type { PreviewSlide } from '../../../../shared/calls';
import { carouselHeight } from './frame-rate';

/** The shortest stay of a banner: the panel edits 1–60 s; anything shorter would flicker. */
const MIN_INTERVAL_MS = 1000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export interface BannerCarouselProps {
  slides: PreviewSlide[];
  interval: number;
  frameRate: string;
  /** The frame's width in the storefront's pixels. */
  width: number;
}

/** Read by screen readers, not shown. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

const control = {
  position: 'absolute',
  bgcolor: 'rgba(0,0,0,0.55)',
  color: '#fff',
  '&:hover, &:focus-visible': { bgcolor: 'rgba(0,0,0,0.8)' },
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 1 },
} as const;

export function BannerCarousel({ slides, interval, frameRate, width }: BannerCarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const count = slides.length;
  const current = count ? index % count : 0;
  const height = carouselHeight(width, frameRate);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), Math.max(interval, MIN_INTERVAL_MS));
    return () => clearInterval(timer);
  }, [paused, count, interval]);

  const go = (to: number) => setIndex(((to % count) + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carrossel"
      aria-label="Banners"
      data-testid="banner-carousel"
      data-height={height}
      sx={{ position: 'relative', width: '100%', height, overflow: 'hidden', bgcolor: 'grey.200' }}
    >
      {/* Which banner is in view, told when someone moves it (not on every turn while it runs). */}
      <Box component="span" aria-live={paused ? 'polite' : 'off'} sx={visuallyHidden}>
        {count > 1 ? `Banner ${current + 1} de ${count}` : ''}
      </Box>
      <Box
        sx={{
          display: 'flex',
          height: '100%',
          transform: `translateX(-${current * 100}%)`,
          transition: 'transform 400ms ease',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        {slides.map((slide, i) => {
          const name = `Banner ${i + 1} de ${count}`;
          return (
            <Box
              key={`${i}-${slide.src}`}
              role="group"
              aria-roledescription="banner"
              aria-label={name}
              inert={i !== current}
              title={slide.link ? `Leva a ${slide.link}` : undefined}
              sx={{ flex: '0 0 100%', height: '100%' }}
            >
              {slide.kind === 'video' ? (
                <Box
                  component="video"
                  src={slide.src}
                  muted
                  autoPlay
                  loop
                  playsInline
                  aria-label={name}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              ) : (
                <Box
                  component="img"
                  src={slide.src}
                  alt={name}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              )}
            </Box>
          );
        })}
      </Box>
      {count > 1 ? (
        <>
          <IconButton
            aria-label="Banner anterior"
            onClick={() => go(current - 1)}
            sx={{ ...control, left: 8, top: '50%', transform: 'translateY(-50%)' }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Próximo banner"
            onClick={() => go(current + 1)}
            sx={{ ...control, right: 8, top: '50%', transform: 'translateY(-50%)' }}
          >
            <ChevronRightIcon />
          </IconButton>
          <IconButton
            aria-label={paused ? 'Retomar banners' : 'Pausar banners'}
            onClick={() => setPaused((p) => !p)}
            size="small"
            sx={{ ...control, right: 8, bottom: 8 }}
          >
            {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              bottom: 8,
              left: '50%',
              transform: 'translateX(-50%)',
              display: 'flex',
              gap: 0.5,
            }}
          >
            {slides.map((_, i) => (
              <Box
                key={i}
                component="button"
                type="button"
                aria-label={`Ir para o banner ${i + 1} de ${count}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
                sx={{
                  // 24 px target (WCAG 2.5.8) around a 10 px dot.
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::after': {
                    content: '""',
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    border: '1px solid rgba(0,0,0,0.6)',
                    bgcolor: i === current ? '#fff' : 'rgba(255,255,255,0.45)',
                  },
                  '&:focus-visible': { outline: '2px solid #fff', borderRadius: '50%' },
                }}
              />
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
