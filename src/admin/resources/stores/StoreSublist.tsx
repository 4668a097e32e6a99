// The frame shared by a saved store's sublists (phones, addresses): the store's rows, a title with
// an add button, the empty text, and the add/edit dialog. Each sublist gives its rows and inputs.
import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import { SubFormDialog } from './SubFormDialog';

export interface StoreSublistProps {
  resource: 'phone' | 'address';
  companyId: number;
  title: string;
  addLabel: string;
  emptyText: string;
  dialogTitle: { create: string; edit: string };
  defaults: Record<string, unknown>;
  /** The rows, with a callback that opens one for editing. */
  rows: (data: RaRecord[], edit: (record: RaRecord) => void) => ReactNode;
  /** The dialog's inputs; `record` is null when adding. */
  inputs: (record: RaRecord | null) => ReactNode;
}

export function StoreSublist(p: StoreSublistProps) {
  // undefined: dialog closed; null: adding; a record: editing it.
  const [editing, setEditing] = useState<RaRecord | null | undefined>(undefined);
  const {
    data = [],
    refetch,
    isPending,
  } = useGetList(p.resource, {
    filter: { company_id: p.companyId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {p.title}
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {p.addLabel}
          </Button>
        </Stack>
        {!isPending && data.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {p.emptyText}
          </Typography>
        ) : (
          p.rows(data, setEditing)
        )}
      </CardContent>
      {editing !== undefined ? (
        <SubFormDialog
          resource={p.resource}
          title={editing ? p.dialogTitle.edit : p.dialogTitle.create}
          companyId={p.companyId}
          record={editing}
          defaults={p.defaults}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refetch();
          }}
        >
          {p.inputs(editing)}
        </SubFormDialog>
      ) : null}
    </Card>
  );
}
