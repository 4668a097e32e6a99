// The storefront's top as a shopper sees it on one device, drawn from the public reads only: a
// browser tab with the favicon and the store's name, the header (the logo, or the store's name
// when there is none) with the navbar, the banner carousel and the home images. Each part without
// content says so in pt-BR and links to the panel screen that fills it; a read that failed says so
// in its part.
import PublicIcon from '@mui/icons-material/Public';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { Alert, Box, Typography } from '@mui/material';
import { type ReactNode, useRef, useState } from 'react';
import type { PreviewBanners, PreviewHomeImage, PreviewLogo, PreviewNavBar } from '../../../../shared/calls';
import { BannerCarousel } from './BannerCarousel';
import { DesktopNavbar } from './DesktopNavbar';
import { EmptyPart } from './EmptyPart';
import { PhoneMenuButton, PhoneMenuDrawer } from './PhoneNavbar';

export type Device = 'desktop' | 'phone';
export const DEVICE_WIDTH: Record<Device, number> = { desktop: 1200, phone: 390 };

/** One read's state: its answer, or the words of its failure. */
export interface Read<T> {
  data?: T;
  error?: string;
  pending: boolean;
}

export interface PreviewReads {
  navBar: Read<PreviewNavBar>;
  banners: Read<PreviewBanners>;
  logo: Read<PreviewLogo>;
  images: Read<PreviewHomeImage[]>;
}

export const LINKS = {
  navbar: '/layout/personalization/navbar',
  banner: '/layout/personalization/banner',
  logo: '/layout/personalization/logo',
  images: '/Images',
};

export const EMPTY = {
  navbar: 'Nenhum item de menu cadastrado',
  banner: 'Nenhum banner cadastrado',
  logo: 'Nenhuma logo cadastrada',
  images: 'Nenhuma imagem da página inicial cadastrada',
};

/** A part's content, its failure, or nothing while it loads. */
function Part<T>({
  read,
  what,
  children,
}: {
  read: Read<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (read.error)
    return (
      <Alert severity="warning" sx={{ m: 1 }}>
        Não foi possível ler {what}: {read.error}
      </Alert>
    );
  if (read.data === undefined) return null;
  return <>{children(read.data)}</>;
}

function TabStrip({ storeName, logo }: { storeName: string; logo?: PreviewLogo }) {
  const favicon = logo?.favicons?.['32'] ?? logo?.favIcon ?? null;
  return (
    <Box
      aria-label="Aba do navegador"
      role="group"
      sx={{ bgcolor: '#dfe3e8', px: 1, pt: 0.75, display: 'flex', alignItems: 'flex-end' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          bgcolor: '#fff',
          borderRadius: '8px 8px 0 0',
          px: 1.5,
          py: 0.75,
          maxWidth: 260,
          minWidth: 0,
        }}
      >
        {favicon ? (
          <Box component="img" src={favicon} alt="Favicon" sx={{ width: 16, height: 16, flex: 'none' }} />
        ) : (
          <PublicIcon titleAccess="Sem favicon" sx={{ fontSize: 16, color: '#555' }} />
        )}
        <Typography
          component="span"
          sx={{ fontSize: 13, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {storeName}
        </Typography>
      </Box>
    </Box>
  );
}

function Brand({ storeName, logo, device }: { storeName: string; logo?: PreviewLogo; device: Device }) {
  if (logo?.logo)
    return (
      <Box
        component="img"
        src={logo.logo}
        alt={`Logo de ${storeName}`}
        data-testid="store-logo"
        sx={{ maxHeight: device === 'desktop' ? 64 : 40, maxWidth: device === 'desktop' ? 260 : 160 }}
      />
    );
  return (
    <Typography
      data-testid="store-name"
      sx={{ fontSize: device === 'desktop' ? 28 : 20, fontWeight: 700, letterSpacing: 0.5 }}
    >
      {storeName}
    </Typography>
  );
}

/** The storefront's own icons: decoration, as nothing in the preview searches or sells. */
function ShopIcons() {
  return (
    <Box aria-hidden sx={{ display: 'flex', gap: 1.5, color: '#444' }}>
      <SearchIcon />
      <ShoppingBagOutlinedIcon />
    </Box>
  );
}

export function StorefrontView({
  device,
  reads,
  storeName,
  store,
}: {
  device: Device;
  reads: PreviewReads;
  storeName: string;
  /** The admin's chosen store, kept on the screens the empty parts link to. */
  store?: number | null;
}) {
  const width = DEVICE_WIDTH[device];
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLDivElement>(null);
  const navItems = (reads.navBar.data?.navBar ?? []).map((i) => ({ ...i, childrens: i.childrens ?? [] }));
  const empty = (part: keyof typeof EMPTY, linkLabel: string, compact = false) => (
    <EmptyPart text={EMPTY[part]} linkLabel={linkLabel} to={LINKS[part]} store={store} compact={compact} />
  );
  const navbarEmpty = empty('navbar', 'Cadastrar itens do menu', true);
  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.querySelector('button')?.focus();
  };

  return (
    <>
      <TabStrip storeName={storeName} logo={reads.logo.data} />
      <Box component="header">
        {device === 'desktop' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 4, py: 2 }}>
            <Brand storeName={storeName} logo={reads.logo.data} device={device} />
            <ShopIcons />
          </Box>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: '48px 1fr 48px',
              alignItems: 'center',
              px: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box ref={menuButton}>
              <PhoneMenuButton open={menuOpen} onOpen={() => setMenuOpen(true)} />
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <Brand storeName={storeName} logo={reads.logo.data} device={device} />
            </Box>
            <Box aria-hidden sx={{ display: 'flex', justifyContent: 'center', color: '#444' }}>
              <ShoppingBagOutlinedIcon />
            </Box>
          </Box>
        )}
        <Part read={reads.logo} what="a logo">
          {(logo) =>
            logo.logo ? null : <Box sx={{ px: 2, pb: 1 }}>{empty('logo', 'Enviar a logo', true)}</Box>
          }
        </Part>
        {device === 'desktop' ? (
          <Part read={reads.navBar} what="o menu">
            {() =>
              navItems.length ? (
                <DesktopNavbar items={navItems} />
              ) : (
                <Box sx={{ px: 2, pb: 1 }}>{navbarEmpty}</Box>
              )
            }
          </Part>
        ) : (
          <Part read={reads.navBar} what="o menu">
            {() =>
              navItems.length ? null : (
                <Box sx={{ px: 2, py: 1 }} data-testid="phone-navbar-empty">
                  {navbarEmpty}
                </Box>
              )
            }
          </Part>
        )}
      </Box>
      <Box component="section" aria-label="Página inicial da loja">
        <Part read={reads.banners} what="os banners">
          {(banners) => {
            // The phone shows its own banners, or the computer's when it has none.
            const slides =
              device === 'phone' && banners.itemsMobile.length ? banners.itemsMobile : banners.items;
            return slides.length ? (
              <BannerCarousel
                key={device}
                slides={slides}
                interval={banners.interval}
                frameRate={banners.frameRate}
                width={width}
              />
            ) : (
              <Box sx={{ p: 2 }}>{empty('banner', 'Cadastrar banners')}</Box>
            );
          }}
        </Part>
        <Part read={reads.images} what="as imagens da página inicial">
          {(images) =>
            images.length ? (
              <Box
                component="ul"
                aria-label="Imagens da página inicial"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: device === 'desktop' ? 4 : 2,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: device === 'desktop' ? 'repeat(3, 1fr)' : '1fr',
                }}
              >
                {images.map((image) => (
                  <Box component="li" key={image.id}>
                    <Box
                      component="img"
                      src={image.link}
                      alt={image.name ?? 'Imagem da página inicial'}
                      sx={{ width: '100%', height: 'auto', display: 'block' }}
                    />
                  </Box>
                ))}
              </Box>
            ) : (
              <Box sx={{ p: 2 }}>{empty('images', 'Cadastrar imagens')}</Box>
            )
          }
        </Part>
      </Box>
      {device === 'phone' && menuOpen ? (
        <PhoneMenuDrawer items={navItems} onClose={closeMenu} emptyPart={navbarEmpty} />
      ) : null}
    </>
  );
}
