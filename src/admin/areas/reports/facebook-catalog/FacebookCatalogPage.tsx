// /reports/facebook-catalog ('Relatório do Catálogo do Facebook', spec sections 2 and 3): like the
// order report, the filters (an admin's store, picked first; gender; only products with the Instagram
// catalogue description) with the feed's address to copy, and 'Gerar relatório', which opens the
// catalogue's rows full screen in the reports' dialog (../ReportDialog). The rows come from
// /report/facebook-catalog through the data provider, 25 a page (4 cards on a phone), with the
// screen's columns (index.tsx).
import AssessmentIcon from '@mui/icons-material/Assessment';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { type ReactNode, Suspense, useState } from 'react';
import {
  Datagrid,
  ListBase,
  Pagination,
  RecordContextProvider,
  Title,
  useGetOne,
  useListContext,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import type { FacebookCatalogQuery, FacebookCatalogRow } from '../../../../shared/calls';
import type { ListMeta } from '../../../dataProvider';
import { useDirectory } from '../../../generic/directory-context';
import { columnFor, columnSpec } from '../../../generic/fields';
import { CardLine, EmptyList, PHONE_PAGE_SIZE, PHONE_QUERY, scrollX } from '../../../generic/SchemaList';
import { StorePicker, useChosenStore } from '../../../generic/StorePicker';
import { useUserPermissions } from '../../../permissions';
import { ReportDialog } from '../ReportDialog';
import { ReportFilterForm } from '../ReportFilterForm';
import { GenderCell, LinkCell, PriceCell, SalePriceCell } from './catalogCells';
import { FacebookFeedUrl } from './FacebookFeedUrl';

export const RESOURCE = 'reports/facebook-catalog';
export const GENERATE = 'Gerar relatório';
export const PICK_STORE = 'Selecione uma loja para gerar o relatório.';
export const ONLY_DESCRIBED = 'Somente com descrição do catálogo do Instagram';
const META: ListMeta = { call: 'facebookCatalogReport' };

type Gender = NonNullable<FacebookCatalogQuery['gender']>;

export default function FacebookCatalogPage() {
  const resource = useResourceContext() ?? RESOURCE;
  const { screenOf, modelOf } = useDirectory();
  const screen = screenOf(resource);
  const title = screen?.title ?? 'Relatório do Catálogo do Facebook';
  const genderLabels = modelOf(resource).properties.gender?.enumLabels ?? {};
  const { admin, company_id, isLoading } = useUserPermissions();
  const [store, chooseStore] = useChosenStore();
  const [gender, setGender] = useState<Gender | ''>('');
  const [onlyDescribed, setOnlyDescribed] = useState(false);
  const [applied, setApplied] = useState<FacebookCatalogQuery | null>(null);
  const companyId = admin ? store : company_id;
  const filters: FacebookCatalogQuery = {
    ...(gender ? { gender } : {}),
    ...(onlyDescribed ? { only_facebook_description: true } : {}),
  };
  const { data: chosen } = useGetOne('company', { id: store ?? 0 }, { enabled: admin && !!store });

  const generate = () => {
    if (!companyId) return;
    setApplied({ ...(admin ? { company_id: companyId } : {}), ...filters });
  };
  const covers = applied
    ? [
        admin ? String(chosen?.fantasy_name ?? applied.company_id) : null,
        applied.gender ? genderLabels[applied.gender] : 'Todos os gêneros',
        applied.only_facebook_description ? ONLY_DESCRIBED : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';

  if (isLoading) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <ReportFilterForm onGenerate={generate}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            {admin ? <StorePicker value={store} onChange={chooseStore} required /> : null}
            <TextField
              select
              size="small"
              label="Gênero"
              value={gender}
              onChange={(e) => setGender(e.target.value as Gender | '')}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              sx={{ width: { xs: '100%', sm: 200 } }}
            >
              <MenuItem value="">Todos</MenuItem>
              {Object.entries(genderLabels).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch checked={onlyDescribed} onChange={(e) => setOnlyDescribed(e.target.checked)} />
              }
              label={ONLY_DESCRIBED}
            />
          </Stack>
          <FacebookFeedUrl companyId={companyId} filters={filters} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'flex-end' }}
          >
            {!companyId ? <Typography color="text.secondary">{PICK_STORE}</Typography> : null}
            <Button type="submit" variant="contained" startIcon={<AssessmentIcon />} disabled={!companyId}>
              {GENERATE}
            </Button>
          </Stack>
        </ReportFilterForm>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          O relatório abre em tela cheia, com os produtos do catálogo como o Facebook os recebe.
        </Typography>
      </CardContent>
      <ReportDialog open={!!applied} onClose={() => setApplied(null)} title={title} subtitle={covers}>
        {applied ? <CatalogRows resource={resource} query={applied} empty={screen?.empty} /> : null}
      </ReportDialog>
    </Card>
  );
}

/** The catalogue's rows of the request: a table (25, 50 or 100 a page), or 4 cards a page on a phone. */
function CatalogRows({
  resource,
  query,
  empty,
}: {
  resource: string;
  query: FacebookCatalogQuery;
  empty?: string;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const { screenOf, modelOf } = useDirectory();
  const model = modelOf(resource);
  const columns = screenOf(resource)?.columns ?? model.list;
  return (
    <ListBase
      resource={resource}
      filter={query}
      perPage={phone ? PHONE_PAGE_SIZE : 25}
      // The feed's own order (by id): the call takes no sort.
      sort={{ field: '', order: 'ASC' }}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ meta: META }}
    >
      <Suspense fallback={null}>
        {phone ? (
          <CatalogCards empty={empty} />
        ) : (
          <Box className="report-scroll" sx={scrollX}>
            <Datagrid
              rowClick={false}
              bulkActionButtons={false}
              empty={<EmptyList text={empty} />}
              sx={{ '& .MuiTableCell-root': { px: 1 } }}
            >
              {columns.map((c) => columnFor(model, columnSpec(c)))}
            </Datagrid>
          </Box>
        )}
      </Suspense>
      <Pagination rowsPerPageOptions={phone ? [] : [25, 50, 100]} />
    </ListBase>
  );
}

function CatalogCards({ empty }: { empty?: string }) {
  const { data, isPending } = useListContext();
  if (isPending) return null;
  if (!data?.length) return <EmptyList text={empty} />;
  return (
    <Stack spacing={1.5} sx={{ py: 1 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <CatalogCard />
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

/** A product of the catalogue on a phone: its title, number, category, brand, gender, prices, page. */
function CatalogCard() {
  const record = useRecordContext()!;
  const row = record as unknown as FacebookCatalogRow;
  const lines: [string, ReactNode][] = [
    ['Categoria', row.product_type],
    ['Marca', row.brand],
    ['Gênero', <GenderCell key="g" record={record} />],
    ['Preço', <PriceCell key="p" record={record} />],
    ['Preço promocional', <SalePriceCell key="s" record={record} />],
    ['Página', <LinkCell key="l" record={record} />],
  ];
  return (
    <Card variant="outlined" data-testid="record-card" component="article" aria-label={row.title}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {row.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          #{row.id}
        </Typography>
        {lines
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <CardLine key={label} label={label}>
              {value}
            </CardLine>
          ))}
      </CardContent>
    </Card>
  );
}
