// /marketing ('Marketing', also the admins' top-bar icon): the spec's eight cards, each a link to its
// screen with an icon and one line saying what it is for, in a grid (one column on a phone). Cards a
// user may not open (their route would only send them home) are left out, as the menu does.
import CakeIcon from '@mui/icons-material/Cake';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailIcon from '@mui/icons-material/Mail';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Card, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useDirectory } from '../../../generic/directory-context';
import { useUserPermissions } from '../../../permissions';
import { PageHeading } from '../../../generic/PageHeading';

export const HUB_TITLE = 'Marketing';

export interface HubCard {
  title: string;
  to: string;
  description: string;
  icon: SvgIconComponent;
}

/** Spec section 2: the hub's cards, in its order. */
export const HUB_CARDS: HubCard[] = [
  {
    title: 'Criar Cupom',
    to: '/coupon',
    description: 'Crie cupons de desconto para atrair e fidelizar clientes.',
    icon: LocalOfferIcon,
  },
  {
    title: 'Recuperar Carrinhos',
    to: '/abandoned-carts',
    description: 'Fale com quem deixou a compra pela metade e recupere a venda.',
    icon: RemoveShoppingCartIcon,
  },
  {
    title: 'Divulgar no WhatsApp',
    to: '/contact-list',
    description: 'Envie mensagens e ofertas aos seus contatos pelo WhatsApp.',
    icon: WhatsAppIcon,
  },
  {
    title: 'Compre Junto',
    to: '/email-campaign',
    description: 'Sugira por e-mail produtos que combinam com a compra.',
    icon: MailIcon,
  },
  {
    title: 'Agendar Campanhas',
    to: '/campaign-scheduler',
    description: 'Programe campanhas para sair no dia e na hora certos.',
    icon: EventIcon,
  },
  {
    title: 'Aniversariantes',
    to: '/birthdays',
    description: 'Parabenize quem faz aniversário e ofereça um presente.',
    icon: CakeIcon,
  },
  {
    title: 'Desempenho',
    to: '/campaign-analytics',
    description: 'Acompanhe os resultados das suas campanhas.',
    icon: InsightsIcon,
  },
  {
    title: 'Segmentar Clientes',
    to: '/segments',
    description: 'Agrupe clientes por perfil para ofertas certeiras.',
    icon: GroupsIcon,
  },
];

/**
 * One card: its title is the link (so the link's name is the text it shows), stretched over the
 * whole card, so a click anywhere on it follows the link; the line below describes it.
 */
function HubCardLink({ card }: { card: HubCard }) {
  const Icon = card.icon;
  const textId = `hub-${card.to.slice(1)}-text`;
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{
        position: 'relative',
        p: 2,
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Icon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            <MuiLink
              component={Link}
              to={card.to}
              aria-describedby={textId}
              underline="hover"
              color="inherit"
              sx={{
                '&::after': { content: '""', position: 'absolute', inset: 0 },
                '&:focus-visible': { outline: 'none' },
              }}
            >
              {card.title}
            </MuiLink>
          </Typography>
          <Typography id={textId} variant="body2" color="text.secondary">
            {card.description}
          </Typography>
        </Box>
      </Stack>
    </Card>
  );
}

export default function MarketingHub() {
  const { level, isLoading } = useUserPermissions();
  const { menuShows } = useDirectory();
  if (isLoading) return null;
  const cards = HUB_CARDS.filter((c) => menuShows(c.to, level));
  return (
    <>
      <PageHeading title={HUB_TITLE} />
      <Box
        component="ul"
        aria-label="Ferramentas de marketing"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
            xl: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {cards.map((card) => (
          <HubCardLink key={card.to} card={card} />
        ))}
      </Box>
    </>
  );
}
