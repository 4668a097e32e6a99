// Paging under the product list: the rows shown of the total, page size 25/50/100 and at most 10
// page buttons whatever the number of pages (spec section 9).
import { MenuItem, Pagination, Stack, TextField, Typography } from '@mui/material';

/**
 * First and last page, the current one and 3 on each side, plus two ellipses: 9 page buttons at
 * most, however many pages there are.
 */
export const PAGE_WINDOW = { siblingCount: 3, boundaryCount: 1 } as const;
const PHONE_WINDOW = { siblingCount: 1, boundaryCount: 1, size: 'small' } as const;

export function PageControls({
  page,
  lastPage,
  total,
  perPage,
  pageSizes,
  onPage,
  onPerPage,
  narrow,
}: {
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
  /** Omitted on a phone, where the page size is fixed. */
  pageSizes?: number[];
  onPage: (page: number) => void;
  onPerPage?: (perPage: number) => void;
  /** A phone: one sibling on each side, so the buttons fit one line. */
  narrow?: boolean;
}) {
  const first = total ? (page - 1) * perPage + 1 : 0;
  const last = Math.min(total, page * perPage);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', py: 1.5, px: 1 }}
    >
      {pageSizes && onPerPage ? (
        <TextField
          select
          size="small"
          label="Itens por página:"
          value={perPage}
          onChange={(e) => onPerPage(Number(e.target.value))}
          sx={{ width: 140 }}
        >
          {pageSizes.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {`${first}–${last} de ${total}`}
      </Typography>
      <Pagination
        count={Math.max(1, lastPage)}
        page={Math.min(page, Math.max(1, lastPage))}
        onChange={(_, p) => onPage(p)}
        color="primary"
        shape="rounded"
        {...(narrow ? PHONE_WINDOW : PAGE_WINDOW)}
      />
    </Stack>
  );
}
