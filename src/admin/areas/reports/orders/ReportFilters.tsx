// The report's filters (spec section 3): an admin's store (none: every store), the period's first and
// last date and time on the stores' clock, the statuses (none: all), product and people detail, and
// 'Gerar relatório'. Field errors (the form's own or the server's 422) under their fields.
import AssessmentIcon from '@mui/icons-material/Assessment';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import {
  Button,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import type { BuyStatus } from '../../../../shared/calls';
import { StorePicker } from '../../../generic/StorePicker';
import { ReportFilterForm } from '../ReportFilterForm';
import { statusLabel } from '../../../../shared/order-status';
import { GENERATE, type ReportDraft, STATUS_OPTIONS } from './model';

export type FieldErrors = Partial<Record<'company_id' | 'init_date' | 'finish_date' | 'status', string>>;

export function ReportFilters({
  draft,
  onChange,
  errors,
  admin,
  store,
  onStore,
  onGenerate,
  busy,
}: {
  draft: ReportDraft;
  onChange: (draft: ReportDraft) => void;
  errors: FieldErrors;
  admin: boolean;
  store: number | null;
  onStore: (store: number | null) => void;
  onGenerate: () => void;
  busy: boolean;
}) {
  const set = <K extends keyof ReportDraft>(key: K, value: ReportDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const dateField = (key: 'init' | 'finish', field: 'init_date' | 'finish_date', label: string) => (
    <TextField
      type="datetime-local"
      size="small"
      label={label}
      value={draft[key]}
      onChange={(e) => set(key, e.target.value)}
      error={!!errors[field]}
      helperText={errors[field]}
      required
      margin="none"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      sx={{ width: { xs: '100%', sm: 230 } }}
    />
  );
  return (
    <ReportFilterForm onGenerate={onGenerate}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {admin && (
          <Stack sx={{ width: { xs: '100%', sm: 280 } }}>
            <StorePicker value={store} onChange={onStore} label="Loja (todas)" />
          </Stack>
        )}
        {dateField('init', 'init_date', 'Data e hora inicial')}
        {dateField('finish', 'finish_date', 'Data e hora final')}
        <TextField
          select
          size="small"
          label="Status"
          value={draft.status}
          onChange={(e) => {
            const value = e.target.value as unknown as BuyStatus[] | string;
            set('status', (typeof value === 'string' ? value.split(',').map(Number) : value) as BuyStatus[]);
          }}
          error={!!errors.status}
          helperText={errors.status}
          margin="none"
          slotProps={{
            inputLabel: { shrink: true },
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (selected) => {
                const list = selected as BuyStatus[];
                return list.length ? list.map(statusLabel).join(', ') : 'Todos';
              },
            },
          }}
          sx={{ width: { xs: '100%', sm: 280 } }}
        >
          {STATUS_OPTIONS.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {/* A picture of the choice (the option itself says aria-selected): nothing focusable in it. */}
              <ListItemIcon aria-hidden="true">
                {draft.status.includes(o.id) ? (
                  <CheckBoxIcon fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText primary={o.name} />
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <FormGroup row>
          <FormControlLabel
            control={
              <Switch
                checked={draft.productDetail}
                onChange={(e) => set('productDetail', e.target.checked)}
              />
            }
            label="Detalhar produtos"
          />
          <FormControlLabel
            control={
              <Switch checked={draft.peopleDetail} onChange={(e) => set('peopleDetail', e.target.checked)} />
            }
            label="Detalhar compradores"
          />
        </FormGroup>
        <Button
          type="submit"
          variant="contained"
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <AssessmentIcon />}
          // Not disabled while busy: the focus stays on it (the report's dialog gives it back on close).
          aria-busy={busy || undefined}
          sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}
        >
          {GENERATE}
        </Button>
      </Stack>
    </ReportFilterForm>
  );
}
