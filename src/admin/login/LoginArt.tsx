// The login page's decorative column: a storefront, a sales chart and a shopping bag drawn in SVG
// (no image file to download), over the brand gradient.
import { Box, Typography } from '@mui/material';

function StoreIllustration() {
  return (
    <svg viewBox="0 0 420 320" width="100%" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="login-glass" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#e3f2fd" stopOpacity="0.95" />
        </linearGradient>
      </defs>
      {/* storefront */}
      <rect x="40" y="110" width="220" height="170" rx="10" fill="url(#login-glass)" />
      <path d="M30 110 h240 l-14 -44 h-212 z" fill="#ffca28" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <path key={i} d={`M${44 + i * 36} 66 h18 l4 44 h-26 z`} fill="#ff7043" opacity="0.9" />
      ))}
      <path
        d="M30 110 q20 22 40 0 q20 22 40 0 q20 22 40 0 q20 22 40 0 q20 22 40 0 q20 22 40 0"
        fill="#ffb300"
      />
      <rect x="62" y="150" width="80" height="70" rx="6" fill="#90caf9" />
      <rect x="70" y="160" width="28" height="22" rx="3" fill="#ffffff" opacity="0.7" />
      <rect x="160" y="150" width="76" height="130" rx="6" fill="#1e88e5" />
      <circle cx="222" cy="216" r="5" fill="#ffca28" />
      <rect x="62" y="232" width="80" height="10" rx="5" fill="#bbdefb" />
      {/* sales card */}
      <g transform="translate(276 40)">
        <rect width="124" height="104" rx="12" fill="#ffffff" />
        <rect x="14" y="14" width="56" height="8" rx="4" fill="#cfd8dc" />
        {[30, 48, 38, 62, 74].map((h, i) => (
          <rect
            key={i}
            x={16 + i * 20}
            y={90 - h}
            width="12"
            height={h}
            rx="3"
            fill={i === 4 ? '#26a69a' : '#64b5f6'}
          />
        ))}
      </g>
      {/* shopping bag */}
      <g transform="translate(292 176)">
        <path d="M28 26 q0 -22 22 -22 q22 0 22 22" fill="none" stroke="#ffffff" strokeWidth="7" />
        <rect x="6" y="24" width="88" height="84" rx="12" fill="#26a69a" />
        <path d="M34 62 l12 12 l22 -24" fill="none" stroke="#ffffff" strokeWidth="8" strokeLinecap="round" />
      </g>
      <ellipse cx="210" cy="300" rx="190" ry="10" fill="#000000" opacity="0.12" />
    </svg>
  );
}

export function LoginArt() {
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        display: 'flex',
        flex: 1,
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 4,
        px: 8,
        color: '#fff',
        background: 'linear-gradient(140deg, #0d47a1 0%, #1565c0 45%, #26a69a 100%)',
        // Soft light circles behind the drawing.
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          borderRadius: '50%',
          background: 'rgba(255,255,255,0.08)',
        },
        '&::before': { width: 520, height: 520, top: -180, left: -160 },
        '&::after': { width: 380, height: 380, bottom: -140, right: -100 },
        '& > *': { position: 'relative', zIndex: 1 },
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 460 }}>
        <StoreIllustration />
      </Box>
      <Box sx={{ textAlign: 'center', maxWidth: 420 }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          Painel Lojista
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9 }}>
          Produtos, pedidos, clientes e a vitrine da sua loja em um só lugar.
        </Typography>
      </Box>
    </Box>
  );
}
