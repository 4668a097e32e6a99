// The generic list screen of a resource: the spec's title, search, the store filter (admins only),
// the schema's columns (Cliente for admins), an Ações column, 25 rows a page with pt-BR paging, the
// floating button to the create form; on a phone, a one-column list that opens the form on touch.
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import {
  AutocompleteInput,
  Datagrid,
  FunctionField,
  List,
  Pagination,
  ReferenceInput,
  SearchInput,
  SimpleList,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import type { EntityModel } from '../../shared/entity';
import { CreateFab } from '../layout/CreateFab';
import { useUserPermissions } from '../permissions';
import { columnFor, displayText } from './fields';
import { type Screen, useDirectory } from './screen';

export const EMPTY_TEXT = 'Nenhum item encontrado';
/** The spec's mobile breakpoint (section 9): below 960 px. */
export const PHONE_QUERY = '(max-width:959.95px)';
const ROWS_PER_PAGE = [25, 50, 100];

export function EmptyList({ text = EMPTY_TEXT }: { text?: string }) {
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {text}
    </Typography>
  );
}

/** The store filter: admins see every store's rows and may narrow them to one. */
export function StoreFilter({ source }: { source: string; alwaysOn?: boolean }) {
  return (
    <ReferenceInput
      source={source}
      reference="company"
      perPage={1000}
      sort={{ field: 'fantasy_name', order: 'ASC' }}
    >
      <AutocompleteInput
        label="Loja"
        optionText="fantasy_name"
        filterToQuery={(q) => ({ q })}
        sx={{ minWidth: 240 }}
        helperText={false}
      />
    </ReferenceInput>
  );
}

function EditLink() {
  const resource = useResourceContext()!;
  const { formPath } = useDirectory();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <IconButton
      component={Link}
      to={formPath(resource, record.id)}
      aria-label="Editar"
      size="small"
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      <EditIcon fontSize="small" />
    </IconButton>
  );
}

/** The columns a list shows: the screen's (or the schema's x-list), never the raw store id. */
export function listColumns(model: EntityModel, screen: Screen | undefined, admin: boolean): string[] {
  const columns = (screen?.columns ?? model.list).filter((c) => c !== 'company_id' && c !== 'company_name');
  // Cliente: the store of each row, which only an admin (seeing every store) needs.
  return admin && model.tenant ? [...columns, 'company_name'] : columns;
}

/** Lets a wide table scroll inside the page instead of widening the whole page. */
export const scrollX = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;

function PhoneList({
  model,
  screen,
  columns,
  editable,
  RowActions,
}: {
  model: EntityModel;
  screen?: Screen;
  columns: string[];
  editable: boolean;
  RowActions?: ComponentType;
}) {
  const resource = useResourceContext()!;
  const { formPath } = useDirectory();
  const [primary, ...rest] = columns.filter((c) => c !== 'id');
  return (
    <SimpleList
      rightIcon={RowActions ? () => <RowActions /> : undefined}
      primaryText={(r) => displayText(model.properties[primary], r[primary])}
      secondaryText={(r) =>
        rest
          .map((c) => displayText(model.properties[c], r[c]))
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={(r) => `#${r.id}`}
      rowClick={editable ? (id) => formPath(resource, id) : false}
      empty={<EmptyList text={screen?.empty} />}
    />
  );
}

/** The list of a screen (given by App, else the directory's screen of the current resource). */
export function SchemaList({ screen: given }: { screen?: Screen }) {
  const resource = useResourceContext()!;
  const { screenOf, modelOf, formPath, headerOf } = useDirectory();
  const screen = given ?? screenOf(resource);
  const model = modelOf(resource);
  const { admin } = useUserPermissions();
  const phone = useMediaQuery(PHONE_QUERY);
  const title = screen?.title ?? model.label.many;
  const editable = !!screen?.form && model.operations.includes('update');
  const creatable = !!screen?.form && model.operations.includes('save');
  const RowActions = screen?.rowActions;
  const columns = listColumns(model, screen, admin);
  const filters = [
    ...(model.search.length ? [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />] : []),
    ...(admin && model.tenant ? [<StoreFilter key="company_id" source="company_id" alwaysOn />] : []),
  ];
  const createLabel = screen?.createLabel ?? 'Cadastrar';
  return (
    <>
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {creatable && !phone ? (
          <Button component={Link} to={formPath(resource)} variant="contained" startIcon={<AddIcon />}>
            {createLabel}
          </Button>
        ) : null}
      </Stack>
      <List
        title={title}
        filters={filters}
        sort={{ field: model.defaultSort.field, order: model.defaultSort.order === 'asc' ? 'ASC' : 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
        empty={false}
        exporter={false}
        actions={false}
      >
        {phone ? (
          <PhoneList
            model={model}
            screen={screen}
            columns={columns}
            editable={editable}
            RowActions={RowActions}
          />
        ) : (
          <Box sx={scrollX}>
            <Datagrid
              rowClick={editable ? (id) => formPath(resource, id) : false}
              bulkActionButtons={false}
              empty={<EmptyList text={screen?.empty} />}
            >
              {columns.map((c) => columnFor(model, c, headerOf(resource, c)))}
              {editable || RowActions ? (
                <FunctionField
                  label="Ações"
                  textAlign="right"
                  render={() => (
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
                    >
                      {RowActions ? <RowActions /> : null}
                      {editable ? <EditLink /> : null}
                    </Stack>
                  )}
                />
              ) : null}
            </Datagrid>
          </Box>
        )}
      </List>
      {creatable ? <CreateFab to={formPath(resource)} label={createLabel} /> : null}
    </>
  );
}
