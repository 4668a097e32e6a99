// The store's menu items as a sortable list, each top-level item with its children nested under it.
// An item moves by its drag handle (mouse, touch, or keyboard: focus the handle, Space, arrows, Space)
// or by its Subir/Descer buttons; each move is one /layout/nav-bar/reorder of that level.
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { NavbarNode } from '../../../../shared/calls';
import { useSortableSensors } from '../../../generic/sortable';

export interface NavbarListActions {
  onMove: (siblings: NavbarNode[], from: number, to: number) => void;
  onEdit: (item: NavbarNode, parent?: NavbarNode) => void;
  onDelete: (item: NavbarNode) => void;
  onAddChild: (parent: NavbarNode) => void;
  /** While a reorder is saved, moving again waits. */
  busy: boolean;
}

function Action(props: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton size="small" aria-label={props.label} onClick={props.onClick} disabled={props.disabled}>
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function ItemRow({
  item,
  index,
  siblings,
  parent,
  actions,
}: {
  item: NavbarNode;
  index: number;
  siblings: NavbarNode[];
  parent?: NavbarNode;
  actions: NavbarListActions;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled: actions.busy });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="navbar-item"
      data-name={item.name}
      sx={{
        listStyle: 'none',
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      <Paper variant="outlined" sx={{ p: 1, bgcolor: parent ? 'grey.50' : 'background.paper' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <IconButton
            size="small"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-roledescription="item arrastável"
            aria-label={`Arrastar ${item.name}`}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon />
          </IconButton>
          <Box sx={{ flex: 1, minWidth: 120 }}>
            <Typography sx={{ fontWeight: parent ? 400 : 600, overflowWrap: 'anywhere' }}>
              {item.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Ordenação {item.ordenate}
              {item.data.params?.definition_name ? ` · ${item.data.params.definition_name}` : ''}
              {item.data.route ? ` · ${item.data.route}` : ''}
            </Typography>
          </Box>
          {item.active ? null : <Chip size="small" label="Inativo" />}
          {/* On a phone the actions take their own line, so the name keeps the row's width. */}
          <Stack direction="row" sx={{ width: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-end' }}>
            <Action
              label={`Subir ${item.name}`}
              disabled={actions.busy || index === 0}
              onClick={() => actions.onMove(siblings, index, index - 1)}
            >
              <ArrowUpwardIcon fontSize="small" />
            </Action>
            <Action
              label={`Descer ${item.name}`}
              disabled={actions.busy || index === siblings.length - 1}
              onClick={() => actions.onMove(siblings, index, index + 1)}
            >
              <ArrowDownwardIcon fontSize="small" />
            </Action>
            {parent ? null : (
              <Action label={`Adicionar filho a ${item.name}`} onClick={() => actions.onAddChild(item)}>
                <AddIcon fontSize="small" />
              </Action>
            )}
            <Action label={`Editar ${item.name}`} onClick={() => actions.onEdit(item, parent)}>
              <EditIcon fontSize="small" />
            </Action>
            <Action label={`Excluir ${item.name}`} onClick={() => actions.onDelete(item)}>
              <DeleteIcon fontSize="small" />
            </Action>
          </Stack>
        </Stack>
      </Paper>
      {item.childrens.length ? (
        <Box sx={{ pl: { xs: 2, sm: 4 }, pt: 1 }}>
          <SortableLevel
            items={item.childrens}
            parent={item}
            actions={actions}
            label={`Filhos de ${item.name}`}
          />
        </Box>
      ) : null}
    </Box>
  );
}

/** One level of the menu: the top-level items, or one item's children. */
export function SortableLevel({
  items,
  parent,
  actions,
  label,
}: {
  items: NavbarNode[];
  parent?: NavbarNode;
  actions: NavbarListActions;
  label: string;
}) {
  const sensors = useSortableSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from >= 0 && to >= 0) actions.onMove(items, from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'Para mover um item, pressione espaço ou enter. Use as setas para mudar a posição e espaço ou enter para soltar; Esc cancela.',
        },
        announcements: {
          onDragStart: ({ active }) => `Item ${nameOf(items, active.id)} selecionado.`,
          onDragOver: ({ active, over }) =>
            over ? `Item ${nameOf(items, active.id)} sobre ${nameOf(items, over.id)}.` : '',
          onDragEnd: ({ active, over }) =>
            over ? `Item ${nameOf(items, active.id)} solto na posição de ${nameOf(items, over.id)}.` : '',
          onDragCancel: ({ active }) => `Movimento de ${nameOf(items, active.id)} cancelado.`,
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={label}>
          {items.map((item, index) => (
            <ItemRow
              key={item.id}
              item={item}
              index={index}
              siblings={items}
              parent={parent}
              actions={actions}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

const nameOf = (items: NavbarNode[], id: unknown) => items.find((i) => i.id === id)?.name ?? '';
