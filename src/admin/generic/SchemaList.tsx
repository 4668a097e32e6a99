// The generic list screen of a resource: the spec's title, search, the store filter for admins,
// the schema's columns, an edit pencil, and the floating button to the create form.
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import {
  AutocompleteInput,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  useResourceContext,
} from 'react-admin';
import { CreateFab } from '../layout/CreateFab';
import { useUserPermissions } from '../permissions';
import { formPath, modelOf, screenOf } from '../screens';
import { columnFor } from './fields';

export const EMPTY_TEXT = 'Nenhum item encontrado';

export function EmptyList({ text = EMPTY_TEXT }: { text?: string }) {
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {text}
    </Typography>
  );
}

export function SchemaList({ extraColumns = [] }: { extraColumns?: ReactElement[] }) {
  const resource = useResourceContext()!;
  const screen = screenOf(resource);
  const model = modelOf(resource);
  const { admin } = useUserPermissions();
  const filters = [
    ...(model.search.length ? [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />] : []),
    ...(admin && model.tenant
      ? [
          <ReferenceInput key="company_id" source="company_id" reference="company" alwaysOn perPage={1000}>
            <AutocompleteInput label="Loja" optionText="fantasy_name" filterToQuery={(q) => ({ q })} />
          </ReferenceInput>,
        ]
      : []),
  ];
  const columns = (screen?.columns ?? model.list).filter((c) => c !== 'company_id');
  const hasForm = model.operations.includes('update') || model.operations.includes('save');
  return (
    <>
      <List
        title={screen?.title ?? model.label.many}
        filters={filters}
        sort={{ field: model.defaultSort.field, order: model.defaultSort.order === 'asc' ? 'ASC' : 'DESC' }}
        perPage={25}
        empty={false}
        exporter={false}
        actions={false}
      >
        <Datagrid
          rowClick={hasForm ? (id) => formPath(resource, id) : false}
          bulkActionButtons={false}
          empty={<EmptyList text={screen?.empty} />}
        >
          {columns.map((c) => columnFor(model, c))}
          {admin && model.tenant && !columns.includes('fantasy_name')
            ? columnFor(model, 'company_name')
            : null}
          {extraColumns}
          {hasForm ? (
            <FunctionField
              label=""
              render={(record) => (
                <IconButton
                  component={Link}
                  to={formPath(resource, record.id)}
                  aria-label="Editar"
                  size="small"
                  onClick={(e: React.MouseEvent) => e.stopPropagation()}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              )}
            />
          ) : null}
        </Datagrid>
      </List>
      {model.operations.includes('save') ? (
        <CreateFab to={formPath(resource)} label={screen?.createLabel ?? 'Cadastrar'} />
      ) : null}
    </>
  );
}
