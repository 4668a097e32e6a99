// 'Importar Produtos' (/product-import, from the product list's 'Importar CSV'): a spreadsheet of
// products in four steps — Arquivo (pick or drop a .csv, or download the template), Colunas (each
// column mapped to a product field, pre-filled from the headers and from the store's last import),
// Revisão (the server's dry run: each line's errors, 'N novos, M atualizações, K com erros', the
// error report) and Importar (the valid lines in batches of 200 with a progress bar, then the
// totals). Every call goes through the data provider (useCall / useCallMutation); an admin picks the
// store first.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  Link,
  LinearProgress,
  MenuItem,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Link as RouterLink } from 'react-router-dom';
import type { ImportResult, ImportRow } from '../../../../../shared/calls';
import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  guessMapping,
  plainName,
} from '../../../../../shared/product-import';
import { errorText } from '../../../../api';
import { useCall, useCallMutation } from '../../../../generic/calls';
import { downloadCsv } from '../../../../generic/csv';
import { dropzoneSx } from '../../../../generic/dropzone';
import { PageHeading } from '../../../../generic/PageHeading';
import { PHONE_QUERY, scrollX } from '../../../../generic/SchemaList';
import { StorePicker, useChosenStore } from '../../../../generic/StorePicker';
import { useUserPermissions } from '../../../../permissions';
import {
  batchesOf,
  type CsvTable,
  errorReportCsv,
  importRows,
  readCsvFile,
  TEMPLATE_FILE,
  templateCsv,
} from './csvFile';
import {
  doneCounts,
  ERROR_REPORT_FILE,
  errorsByLine,
  IGNORE,
  mergeResults,
  NEED_REF,
  PICK_STORE_FIRST,
  productCount,
  reviewCounts,
  STEPS,
  TITLE,
} from './importModel';

type Mapping = Array<ImportField | ''>;
const fieldLabel = (field: ImportField) => IMPORT_FIELDS.find((f) => f.key === field)!.label;

export default function ProductImport() {
  const { admin } = useUserPermissions();
  const phone = useMediaQuery(PHONE_QUERY);
  const [chosen, setChosen] = useChosenStore();
  const company = admin ? chosen : null;
  const storeBody = admin ? (company ? { company_id: company } : null) : {};
  const remembered = useCall('productImportMapping', storeBody);
  const saveMapping = useCallMutation('productImportMappingSave');
  const validate = useCallMutation('productImportValidate');
  const runImport = useCallMutation('productImportRun', { invalidate: { resources: ['product', 'grid'] } });
  const queryClient = useQueryClient();

  const [step, setStep] = useState(0);
  const [table, setTable] = useState<CsvTable | null>(null);
  const [fileName, setFileName] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Mapping>([]);
  // Until the user changes a column, the mapping follows the store's remembered one (it may arrive
  // after the file, or change with an admin's store).
  const [touched, setTouched] = useState(false);
  const [mappingError, setMappingError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [review, setReview] = useState<ImportResult | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);

  const blocked = admin && !company;
  const withStore = <T extends object>(body: T) => (company ? { ...body, company_id: company } : body);
  const rows = useMemo(() => (table ? importRows(table, mapping) : []), [table, mapping]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setFileError(null);
    const read = await readCsvFile(file);
    if (typeof read === 'string') {
      setTable(null);
      setFileError(read);
      return;
    }
    setFileName(file.name);
    setTable(read);
    setMapping(guessMapping(read.headers, remembered.data?.columns ?? null));
    setTouched(false);
    setMappingError(null);
    setReview(null);
    setDone(null);
  };

  const toReview = async () => {
    if (!table) return;
    if (!mapping.includes('ref')) {
      setMappingError(NEED_REF);
      return;
    }
    setFailure(null);
    setBusy('Conferindo as linhas…');
    try {
      const columns: ImportMapping = {};
      table.headers.forEach((h, i) => {
        if (plainName(h)) columns[plainName(h).slice(0, 100)] = mapping[i];
      });
      await saveMapping.mutateAsync(withStore({ columns }));
      void queryClient.invalidateQueries({ queryKey: ['call', 'productImportMapping'] });
      const results: ImportResult[] = [];
      for (const batch of batchesOf(rows))
        results.push(await validate.mutateAsync(withStore({ rows: batch })));
      setReview(mergeResults(results));
      setPage(0);
      setStep(2);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  const startImport = async () => {
    if (!review) return;
    const bad = errorsByLine(review.rows);
    const valid = rows.filter((r) => !bad.has(r.line));
    const batches = batchesOf(valid);
    const total = productCount(valid.map((r) => r.ref));
    setStep(3);
    setFailure(null);
    setProgress({ done: 0, total });
    const results: ImportResult[] = [
      { rows: review.rows.filter((r) => r.errors.length), created: 0, updated: 0, failed: review.failed },
    ];
    try {
      let sent = 0;
      for (const batch of batches) {
        results.push(await runImport.mutateAsync(withStore({ rows: batch })));
        sent += productCount(batch.map((r) => r.ref));
        setProgress({ done: sent, total });
      }
    } catch (error) {
      setFailure(errorText(error));
    }
    setDone(mergeResults(results));
  };

  const restart = () => {
    setStep(0);
    setTable(null);
    setReview(null);
    setDone(null);
    setProgress(null);
    setFailure(null);
  };

  const downloadErrors = (result: ImportResult) => {
    if (table) downloadCsv(errorReportCsv(table, errorsByLine(result.rows)), ERROR_REPORT_FILE);
  };

  return (
    <>
      <PageHeading
        title={TITLE}
        caption="Cadastre ou atualize produtos e suas grades a partir de uma planilha CSV: uma linha por item da grade (tamanho × cor); as linhas com a mesma referência formam um produto."
      />
      <Card sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stepper
          activeStep={step}
          alternativeLabel={phone}
          sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}
        >
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {admin && step < 2 ? (
          <Box sx={{ mb: 2 }}>
            <StorePicker value={company} onChange={setChosen} required width={320} />
            {blocked ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {PICK_STORE_FIRST}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        {step === 0 ? (
          <FileStep
            disabled={blocked}
            table={table}
            fileName={fileName}
            error={fileError}
            onFile={(file) => void onFile(file)}
            onNext={() => {
              if (table && !touched)
                setMapping(guessMapping(table.headers, remembered.data?.columns ?? null));
              setStep(1);
            }}
          />
        ) : null}
        {step === 1 && table ? (
          <ColumnsStep
            table={table}
            mapping={mapping}
            error={mappingError}
            busy={busy}
            onChange={(next) => {
              setMapping(next);
              setTouched(true);
              setMappingError(null);
            }}
            onBack={() => setStep(0)}
            onNext={() => void toReview()}
          />
        ) : null}
        {step === 2 && review ? (
          <ReviewStep
            rows={rows}
            review={review}
            page={page}
            perPage={perPage}
            onPage={setPage}
            onPerPage={(n) => {
              setPerPage(n);
              setPage(0);
            }}
            onBack={() => setStep(1)}
            onDownload={() => downloadErrors(review)}
            onImport={() => void startImport()}
          />
        ) : null}
        {step === 3 ? (
          <Box>
            {progress && !done ? (
              <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
                <Typography sx={{ mb: 1 }}>
                  {`Importando… ${progress.done.toLocaleString('pt-BR')} de ${progress.total.toLocaleString('pt-BR')} produtos`}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={progress.total ? (100 * progress.done) / progress.total : 0}
                  aria-label="Progresso da importação"
                />
              </Box>
            ) : null}
            {done ? (
              <Stack spacing={2}>
                <Alert severity={done.failed ? 'warning' : 'success'} role="status">
                  {doneCounts(done)}
                </Alert>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <Button component={RouterLink} to="/product" variant="contained">
                    Voltar para a lista de produtos
                  </Button>
                  {done.failed ? (
                    <Button variant="outlined" onClick={() => downloadErrors(done)}>
                      Baixar relatório de erros
                    </Button>
                  ) : null}
                  <Button onClick={restart}>Importar outro arquivo</Button>
                </Stack>
              </Stack>
            ) : null}
          </Box>
        ) : null}
      </Card>
    </>
  );
}

function FileStep({
  disabled,
  table,
  fileName,
  error,
  onFile,
  onNext,
}: {
  disabled: boolean;
  table: CsvTable | null;
  fileName: string;
  error: string | null;
  onFile: (file: File | undefined) => void;
  onNext: () => void;
}) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    multiple: false,
    disabled,
    noKeyboard: true,
    noClick: true,
    onDrop: (accepted, rejected) => onFile(accepted[0] ?? rejected[0]?.file),
  });
  return (
    <Stack spacing={2}>
      <Box
        {...getRootProps()}
        sx={{ ...dropzoneSx(isDragActive, disabled ? 'not-allowed' : 'default'), p: 3 }}
      >
        <input {...getInputProps()} aria-label="Selecionar arquivo CSV" data-testid="import-file-input" />
        <UploadFileIcon color="action" fontSize="large" />
        <Typography>Arraste o arquivo .csv aqui ou</Typography>
        <Button variant="outlined" sx={{ mt: 1 }} onClick={open} disabled={disabled}>
          Escolher arquivo
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Separado por ponto e vírgula ou vírgula, em UTF-8 ou no formato do Excel; com uma linha de
          cabeçalho; até 10.000 linhas e 5 MB.
        </Typography>
      </Box>
      <Box>
        <Link component="button" type="button" onClick={() => downloadCsv(templateCsv(), TEMPLATE_FILE)}>
          Baixar modelo
        </Link>
      </Box>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {table ? (
        <Alert severity="info">
          {`${fileName}: ${table.rows.length.toLocaleString('pt-BR')} ${table.rows.length === 1 ? 'linha' : 'linhas'}, ${table.headers.length} colunas, separadas por ${table.separator === ';' ? 'ponto e vírgula' : 'vírgula'} (${table.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252'}).`}
        </Alert>
      ) : null}
      <Box>
        <Button variant="contained" onClick={onNext} disabled={!table || disabled}>
          Avançar
        </Button>
      </Box>
    </Stack>
  );
}

function ColumnsStep({
  table,
  mapping,
  error,
  busy,
  onChange,
  onBack,
  onNext,
}: {
  table: CsvTable;
  mapping: Mapping;
  error: string | null;
  busy: string | null;
  onChange: (mapping: Mapping) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const choose = (column: number, field: ImportField | '') =>
    onChange(mapping.map((f, i) => (i === column ? field : field && f === field ? '' : f)));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Escolha o campo do produto de cada coluna da planilha. A Referência é obrigatória: um produto já
        cadastrado com a mesma referência é atualizado.
      </Typography>
      <Stack spacing={1.5}>
        {table.headers.map((header, column) => (
          <Stack
            key={column}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 2 }}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Box sx={{ width: { sm: 280 }, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {header || `Coluna ${column + 1}`}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {table.rows[0]?.[column] ? `ex.: ${table.rows[0][column]}` : ' '}
              </Typography>
            </Box>
            <TextField
              select
              size="small"
              label={`Campo da coluna ${header || column + 1}`}
              value={mapping[column] ?? ''}
              onChange={(e) => choose(column, e.target.value as ImportField | '')}
              // 'Ignorar' is a choice like the others: shown, not an empty box.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ width: { xs: '100%', sm: 280 } }}
            >
              <MenuItem value="">{IGNORE}</MenuItem>
              {IMPORT_FIELDS.map((f) => (
                <MenuItem key={f.key} value={f.key}>
                  {f.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        ))}
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {busy ? (
        <Box role="status" aria-live="polite">
          <Typography sx={{ mb: 1 }}>{busy}</Typography>
          <LinearProgress aria-label={busy} />
        </Box>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack} disabled={!!busy}>
          Voltar
        </Button>
        <Button variant="contained" onClick={onNext} disabled={!!busy}>
          Avançar
        </Button>
      </Stack>
    </Stack>
  );
}

function ReviewStep({
  rows,
  review,
  page,
  perPage,
  onPage,
  onPerPage,
  onBack,
  onDownload,
  onImport,
}: {
  rows: ImportRow[];
  review: ImportResult;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  onBack: () => void;
  onDownload: () => void;
  onImport: () => void;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const results = useMemo(() => new Map(review.rows.map((r) => [r.line, r])), [review]);
  const shown = rows.slice(page * perPage, (page + 1) * perPage);
  const valid = rows.length - review.failed;
  const situation = (row: ImportRow) => {
    const result = results.get(row.line);
    if (!result) return '';
    if (result.errors.length) return result.errors.join('; ');
    return result.action === 'update' ? 'Atualização' : 'Novo';
  };
  return (
    <Stack spacing={2}>
      <Alert
        severity={review.failed ? 'warning' : 'success'}
        role="status"
        data-testid="import-review-counts"
      >
        {reviewCounts(review)}
      </Alert>
      {review.failed ? (
        <Typography variant="body2" color="text.secondary">
          As linhas com erros não serão importadas. Corrija-as na planilha e importe de novo.
        </Typography>
      ) : null}
      {phone ? (
        // A phone: one card per line, the situation in full (a table would hide it to the right).
        <Stack
          component="ul"
          aria-label="Prévia da importação"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {shown.map((row) => {
            const failed = !!results.get(row.line)?.errors.length;
            return (
              <Box
                component="li"
                key={row.line}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, overflowWrap: 'anywhere' }}
              >
                <Typography variant="body2" color="text.secondary">
                  {`Linha ${row.line} · ${fieldLabel('ref')} ${row.ref ?? ''}`}
                </Typography>
                {row.name ? <Typography>{row.name}</Typography> : null}
                {row.size || row.color || row.stock ? (
                  <Typography variant="body2">
                    {[row.size, row.color, row.stock ? `${fieldLabel('stock')} ${row.stock}` : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                ) : null}
                <Typography variant="body2" sx={{ color: failed ? 'error.main' : 'success.main', mt: 0.5 }}>
                  {situation(row)}
                </Typography>
              </Box>
            );
          })}
        </Stack>
      ) : (
        <Box sx={scrollX}>
          <Table size="small" aria-label="Prévia da importação">
            <TableHead>
              <TableRow>
                <TableCell>Linha</TableCell>
                <TableCell>{fieldLabel('ref')}</TableCell>
                <TableCell>{fieldLabel('name')}</TableCell>
                <TableCell>{fieldLabel('size')}</TableCell>
                <TableCell>{fieldLabel('color')}</TableCell>
                <TableCell>{fieldLabel('stock')}</TableCell>
                <TableCell>Situação</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => {
                const failed = !!results.get(row.line)?.errors.length;
                return (
                  <TableRow key={row.line}>
                    <TableCell>{row.line}</TableCell>
                    <TableCell>{row.ref}</TableCell>
                    <TableCell>{row.name}</TableCell>
                    <TableCell>{row.size}</TableCell>
                    <TableCell>{row.color}</TableCell>
                    <TableCell>{row.stock}</TableCell>
                    <TableCell sx={{ color: failed ? 'error.main' : undefined, minWidth: 200 }}>
                      {situation(row)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={phone ? [] : [10, 25, 50]}
        onPageChange={(_, p) => onPage(p)}
        onRowsPerPageChange={(e) => onPerPage(Number(e.target.value))}
        labelRowsPerPage="Linhas por página"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        getItemAriaLabel={(type) =>
          type === 'next'
            ? 'Próxima página'
            : type === 'previous'
              ? 'Página anterior'
              : type === 'first'
                ? 'Primeira página'
                : 'Última página'
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button onClick={onBack}>Voltar</Button>
        {review.failed ? (
          <Button variant="outlined" onClick={onDownload}>
            Baixar relatório de erros
          </Button>
        ) : null}
        <Button variant="contained" onClick={onImport} disabled={valid <= 0}>
          {`Importar ${valid.toLocaleString('pt-BR')} ${valid === 1 ? 'linha' : 'linhas'}`}
        </Button>
      </Stack>
    </Stack>
  );
}
