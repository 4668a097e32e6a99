// The variation-products section of a saved variation group (/form-variation-group/:id): the
// group's products (/variation-group-product/index-by-group), a form adding one with its value,
// and per row 'tornar principal' (/become-main) and delete, each after the browser's confirmation.
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Form,
  HttpError,
  type RaRecord,
  ResourceContextProvider,
  TextInput,
  useDataProvider,
  useGetList,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import { scrollX } from '../../generic/SchemaList';
import { validatorsFor } from '../../generic/validation';
import { errorText } from '../../api';
import { TOAST_MS } from '../../generic/toasts';
import { modelOf } from '../../registry';
import { ProductPicker } from '../products/ProductPicker';

const RESOURCE = 'variation-group-product';
export const CONFIRM_DELETE = 'Tem certeza que deseja excluir esse Item da Lista?';
export const CONFIRM_MAIN = 'Tem certeza que deseja tornar esse item principal?';

const model = modelOf(RESOURCE);
const product = model.properties.product_id;
const value = model.properties.value;

function AddButton() {
  const { isValid, isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={!isValid || isSubmitting}
      sx={{ mt: { xs: 1, md: 0 }, alignSelf: { xs: 'flex-start', md: 'center' } }}
    >
      Adicionar
    </Button>
  );
}

/** Adds a product to the group; the server's 422 messages show under their inputs. */
function AddProduct({ group, onAdded }: { group: RaRecord; onAdded: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [formKey, setFormKey] = useState(0);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.create(RESOURCE, {
        data: {
          variation_group_id: group.id,
          company_id: group.company_id,
          product_id: values.product_id,
          value: values.value,
        },
      });
    } catch (error) {
      if (error instanceof HttpError && error.status === 422)
        return (error.body as { errors?: Record<string, unknown> }).errors;
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
      return undefined;
    }
    notify('Item Cadastrado com sucesso', { type: 'success', autoHideDuration: TOAST_MS });
    setFormKey((k) => k + 1);
    onAdded();
    return undefined;
  };
  return (
    <Form key={formKey} onSubmit={submit} mode="onChange" reValidateMode="onChange">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 0, md: 2 }}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ flex: 2 }}>
          <ProductPicker
            source="product_id"
            // The group's own store: a variation links products of one store.
            companyId={group.company_id}
            label={product.label}
            validate={validatorsFor(product)}
            helperText={false}
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <TextInput
            source="value"
            label={value.label}
            validate={validatorsFor(value)}
            helperText={false}
            fullWidth
          />
        </Box>
        <AddButton />
      </Stack>
    </Form>
  );
}

function ProductRows({ rows, onChanged }: { rows: RaRecord[]; onChanged: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | number | null>(null);
  const run = async (row: RaRecord, question: string, work: () => Promise<unknown>, done: string) => {
    if (!window.confirm(question)) return;
    setBusy(row.id);
    try {
      await work();
      notify(done, { type: 'success', autoHideDuration: TOAST_MS });
      onChanged();
    } catch (error) {
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setBusy(null);
    }
  };
  const remove = (row: RaRecord) =>
    run(
      row,
      CONFIRM_DELETE,
      () => dataProvider.delete(RESOURCE, { id: row.id, previousData: row }),
      'Item deletado com sucesso',
    );
  const makeMain = (row: RaRecord) =>
    run(
      row,
      CONFIRM_MAIN,
      () => dataProvider.action(RESOURCE, 'become-main', { id: row.id }),
      'Item atualizado com sucesso',
    );
  return (
    <Box sx={scrollX}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{product.label}</TableCell>
            <TableCell>{value.label}</TableCell>
            <TableCell>{model.properties.main.label}</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.product_name}</TableCell>
              <TableCell>{row.value}</TableCell>
              <TableCell>
                {row.main ? (
                  <Chip size="small" color="primary" icon={<StarIcon />} label="Principal" />
                ) : null}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {row.main ? null : (
                  <Button size="small" disabled={busy === row.id} onClick={() => makeMain(row)}>
                    Tornar principal
                  </Button>
                )}
                <Tooltip title="Excluir">
                  <span>
                    <IconButton
                      aria-label="Excluir"
                      size="small"
                      color="error"
                      disabled={busy === row.id}
                      onClick={() => remove(row)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function VariationProducts() {
  const group = useRecordContext();
  const { data, isPending, refetch } = useGetList(
    RESOURCE,
    {
      filter: { variation_group_id: group?.id },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: !!group?.id },
  );
  if (!group) return null;
  return (
    <ResourceContextProvider value={RESOURCE}>
      <Card sx={{ mt: 2, maxWidth: 960 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {model.label.many}
          </Typography>
          <AddProduct group={group} onAdded={() => void refetch()} />
          {isPending ? null : data?.length ? (
            <ProductRows rows={data} onChanged={() => void refetch()} />
          ) : (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              Nenhum item encontrado
            </Typography>
          )}
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
}
