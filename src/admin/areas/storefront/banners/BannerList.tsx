// One list of banners (desktop or mobile) as cards in their order: thumbnail or video, link field,
// reordering by drag and drop (dnd-kit, keyboard included: focus the handle, Space, arrows, Space)
// or by the 'Mover' buttons, and delete. The add card shows while the list has at most 5 banners.
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  Box,
  ButtonBase,
  Card,
  Chip,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ADD_CARD_HIDDEN_AFTER } from '../../../../shared/banners';
import { isWebAddress } from '../../../../shared/web-address';
import type { DraftBanner } from './draft';
import { useSortableSensors } from '../../../generic/sortable';

export const LINK_ERROR = 'URL inválida. Insira um URL válido.';
export const linkError = (link: string) =>
  link.trim() && !isWebAddress(link.trim()) ? LINK_ERROR : undefined;

interface Props {
  /** 'Banner' or 'Banner para celular', for the cards' names. */
  noun: string;
  banners: DraftBanner[];
  onChange: (banners: DraftBanner[]) => void;
  onMove: (from: number, to: number) => void;
  onAdd: () => void;
  onDelete: (banner: DraftBanner, index: number) => void;
}

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

export function BannerList({ noun, banners, onChange, onMove, onAdd, onDelete }: Props) {
  const sensors = useSortableSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = banners.findIndex((b) => b.key === active.id);
    const to = banners.findIndex((b) => b.key === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  const setLink = (key: string, link: string) =>
    onChange(banners.map((b) => (b.key === key ? { ...b, link } : b)));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: INSTRUCTIONS },
        announcements: announcements(noun),
      }}
    >
      <SortableContext items={banners.map((b) => b.key)} strategy={rectSortingStrategy}>
        <Box component="ol" aria-label={`${noun}s`} sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
          {banners.map((b, i) => (
            <SortableBanner
              key={b.key}
              banner={b}
              index={i}
              count={banners.length}
              noun={noun}
              onLink={(link) => setLink(b.key, link)}
              onMove={onMove}
              onDelete={() => onDelete(b, i)}
            />
          ))}
          {banners.length <= ADD_CARD_HIDDEN_AFTER ? (
            <Box component="li">
              <Card variant="outlined" sx={{ height: '100%', borderStyle: 'dashed' }}>
                <ButtonBase
                  onClick={onAdd}
                  sx={{
                    width: '100%',
                    height: '100%',
                    minHeight: 160,
                    flexDirection: 'column',
                    gap: 1,
                    p: 2,
                  }}
                >
                  <AddPhotoAlternateIcon color="primary" fontSize="large" />
                  <Typography color="primary">Adicionar {noun.toLowerCase()}</Typography>
                </ButtonBase>
              </Card>
            </Box>
          ) : null}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

const INSTRUCTIONS =
  'Para mover um banner, pressione espaço ou Enter. Use as setas para escolher o lugar e pressione espaço ou Enter de novo para soltar, ou Esc para cancelar.';

const announcements = (noun: string) => ({
  onDragStart: () => `${noun} selecionado.`,
  onDragOver: ({ over }: { over: unknown }) => (over ? 'Sobre uma nova posição.' : 'Fora da lista.'),
  onDragEnd: ({ over }: { over: unknown }) => (over ? `${noun} solto na nova posição.` : `${noun} solto.`),
  onDragCancel: () => 'Movimento cancelado.',
});

interface CardProps {
  banner: DraftBanner;
  index: number;
  count: number;
  noun: string;
  onLink: (link: string) => void;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
}

function SortableBanner({ banner, index, count, noun, onLink, onMove, onDelete }: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: banner.key });
  const name = `${noun} ${index + 1}`;
  const error = linkError(banner.link);
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="banner-card"
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      <Card variant="outlined" sx={{ height: '100%' }}>
        <Box sx={{ position: 'relative', bgcolor: 'grey.100', aspectRatio: '8 / 3' }}>
          {banner.kind === 'video' ? (
            <Box
              component="video"
              src={banner.src}
              muted
              loop
              autoPlay
              playsInline
              aria-label={`Vídeo do ${name.toLowerCase()}`}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Box
              component="img"
              src={banner.src}
              alt={name}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
          <Stack direction="row" spacing={0.5} sx={{ position: 'absolute', top: 6, left: 6 }}>
            <Chip size="small" label={index + 1} sx={{ bgcolor: 'rgba(255,255,255,0.9)' }} />
            {banner.kind === 'video' ? (
              <Chip size="small" label="Vídeo" sx={{ bgcolor: 'rgba(255,255,255,0.9)' }} />
            ) : null}
            {banner.base64 ? (
              <Chip size="small" color="warning" label="Não salvo" sx={{ color: 'common.black' }} />
            ) : null}
          </Stack>
        </Box>
        <Stack spacing={1} sx={{ p: 1.5 }}>
          <TextField
            size="small"
            label={`Link do ${name.toLowerCase()}`}
            value={banner.link}
            onChange={(e) => onLink(e.target.value)}
            error={!!error}
            helperText={error ?? 'Opcional: para onde o banner leva'}
            placeholder="https://… ou /pagina"
          />
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Stack direction="row">
              <Tooltip title="Arrastar para reordenar">
                <IconButton
                  ref={setActivatorNodeRef}
                  {...attributes}
                  {...listeners}
                  aria-label={`Arrastar ${name.toLowerCase()}`}
                  aria-roledescription="arrastável"
                  sx={{ cursor: 'grab', touchAction: 'none' }}
                >
                  <DragIndicatorIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title="Mover para antes">
                <span>
                  <IconButton
                    aria-label={`Mover ${name.toLowerCase()} para antes`}
                    disabled={index === 0}
                    onClick={() => onMove(index, index - 1)}
                  >
                    <ArrowBackIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Mover para depois">
                <span>
                  <IconButton
                    aria-label={`Mover ${name.toLowerCase()} para depois`}
                    disabled={index === count - 1}
                    onClick={() => onMove(index, index + 1)}
                  >
                    <ArrowForwardIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
            <Tooltip title="Excluir">
              <IconButton aria-label={`Excluir ${name.toLowerCase()}`} color="error" onClick={onDelete}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        </Stack>
      </Card>
    </Box>
  );
}
