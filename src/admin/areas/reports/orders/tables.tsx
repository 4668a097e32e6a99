// The report's tables: a titled table (its heading names it for assistive technology) that scrolls
// sideways inside its own box on a phone, pages of 50 on the client, or the server's pages (the
// orders, 100 a page) when it is given them; pt-BR pager; an empty state in words.
import {
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { memo, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { TABLE_PAGE_SIZE } from './model';

export interface ReportColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** A money column: left out without full_permission. */
  money?: boolean;
  /** Keeps the cell on one line (dates, amounts). */
  nowrap?: boolean;
}

/** The server's pages: which one is shown (from 1), how many rows in all, and how to ask another. */
export interface ServerPaging {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Another page is on its way. */
  loading?: boolean;
}

const pageLabel = (type: 'first' | 'last' | 'next' | 'previous') => {
  switch (type) {
    case 'first':
      return 'Ir para a primeira página';
    case 'last':
      return 'Ir para a última página';
    case 'next':
      return 'Ir para a próxima página';
    default:
      return 'Ir para a página anterior';
  }
};

function Pager({
  count,
  page,
  pageSize,
  onPage,
  label,
}: {
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (count <= pageSize) return null;
  return (
    <Box component="nav" aria-label={`Páginas: ${label}`} className="no-print">
      <TablePagination
        component="div"
        count={count}
        page={page - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => onPage(next + 1)}
        labelDisplayedRows={({ from, to, count: all }) => `${from}–${to} de ${all.toLocaleString('pt-BR')}`}
        getItemAriaLabel={pageLabel}
        showFirstButton
        showLastButton
        sx={{ '.MuiTablePagination-toolbar': { px: 0, flexWrap: 'wrap' } }}
      />
    </Box>
  );
}

/**
 * The rows, drawn again only when they or the columns change (not while a pager or a loading bar
 * around them does: the orders' 100 rows of 17 cells are the heaviest part of the report).
 */
const Body = memo(function Body<T>({
  rows,
  columns,
  rowKey,
}: {
  rows: T[];
  columns: ReportColumn<T>[];
  rowKey: (row: T, index: number) => string | number;
}) {
  return (
    <TableBody>
      {rows.map((row, i) => (
        <TableRow key={rowKey(row, i)}>
          {columns.map((c) => (
            // A plain style, not sx: no style rule to work out for each of the 1700 cells of a page.
            <TableCell key={c.label} align={c.align} style={c.nowrap ? NOWRAP : undefined}>
              {c.render(row)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}) as <T>(props: {
  rows: T[];
  columns: ReportColumn<T>[];
  rowKey: (row: T, index: number) => string | number;
}) => ReactNode;

const NOWRAP = { whiteSpace: 'nowrap' } as const;

export function ReportTable<T>({
  title,
  columns,
  rows,
  rowKey,
  empty,
  money,
  paging,
  testId,
  nowrap,
}: {
  title: string;
  columns: ReportColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
  empty: string;
  /** Whether money columns are shown (full_permission). */
  money: boolean;
  /** The server's pages; none: every row is here, shown 50 at a time. */
  paging?: ServerPaging;
  testId?: string;
  /** Every cell on one line (the table scrolls sideways instead of growing tall). */
  nowrap?: boolean;
}) {
  const headingId = useId();
  const [clientPage, setClientPage] = useState(1);
  // New rows (another report): back to their first page.
  useEffect(() => setClientPage(1), [rows]);
  const shown = useMemo(() => columns.filter((c) => money || !c.money), [columns, money]);
  const pageRows = useMemo(
    () => (paging ? rows : rows.slice((clientPage - 1) * TABLE_PAGE_SIZE, clientPage * TABLE_PAGE_SIZE)),
    [paging, rows, clientPage],
  );
  const total = paging ? paging.total : rows.length;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1, fontSize: '1.05rem' }}>
        {title}
      </Typography>
      {!total ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {empty}
        </Typography>
      ) : (
        <>
          {paging?.loading && <LinearProgress aria-label={`Carregando ${title.toLowerCase()}`} />}
          {/* Takes the section's width whatever the table's: a wider table scrolls in here (focusable,
              so a keyboard scrolls it too), never the page. */}
          <Box
            className="report-scroll"
            tabIndex={0}
            role="region"
            aria-label={`Tabela: ${title}`}
            sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}
          >
            <Table
              size="small"
              aria-labelledby={headingId}
              aria-busy={paging?.loading || undefined}
              sx={nowrap ? { '& td': { whiteSpace: 'nowrap' } } : undefined}
            >
              <TableHead>
                <TableRow>
                  {shown.map((c) => (
                    <TableCell key={c.label} align={c.align} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                      {c.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <Body rows={pageRows} columns={shown} rowKey={rowKey} />
            </Table>
          </Box>
          {paging ? (
            <Pager
              count={paging.total}
              page={paging.page}
              pageSize={paging.pageSize}
              onPage={paging.onPage}
              label={title}
            />
          ) : (
            <Pager
              count={rows.length}
              page={clientPage}
              pageSize={TABLE_PAGE_SIZE}
              onPage={setClientPage}
              label={title}
            />
          )}
        </>
      )}
    </Box>
  );
}
