// The Facebook catalogue report's cells: the feed's values (Meta's formats) shown the pt-BR way —
// '129.90 BRL' as R$ 129,90, 'female' as Feminino, the promotion's ISO interval as dates — and the
// row's photo and product page.
import { Box, Link, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { FacebookCatalogRow } from '../../../../shared/calls';
import { formatMoney } from '../../../../shared/money';
import { formatDate } from '../../../../shared/time';

type Props = { record: RaRecord };
const row = (record: RaRecord) => record as unknown as FacebookCatalogRow;

const GENDER_LABELS: Record<FacebookCatalogRow['gender'], string> = {
  female: 'Feminino',
  male: 'Masculino',
  unisex: 'Unissex',
};

/** '129.90 BRL' → 'R$ 129,90'; '' stays ''. */
export const metaPrice = (value: string) => (value ? formatMoney(value.replace(/\s*BRL$/, '')) : '');

const nowrap = { whiteSpace: 'nowrap' } as const;

export function PriceCell({ record }: Props) {
  return (
    <Box component="span" sx={nowrap}>
      {metaPrice(row(record).price)}
    </Box>
  );
}

export function SalePriceCell({ record }: Props) {
  return (
    <Box component="span" sx={nowrap}>
      {metaPrice(row(record).sale_price) || '—'}
    </Box>
  );
}

export function GenderCell({ record }: Props) {
  return <>{GENDER_LABELS[row(record).gender] ?? row(record).gender}</>;
}

/** 'start/end' (ISO 8601) → 'dd/MM/yyyy HH:mm a dd/MM/yyyy HH:mm'. */
export function PeriodCell({ record }: Props) {
  const period = row(record).sale_price_effective_date;
  if (!period) return <>—</>;
  const [start, end] = period.split('/');
  return (
    // One date a line, so the column stays narrow.
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 0.5, maxWidth: 140 }}>
      <Box component="span" sx={nowrap}>
        {formatDate(start)}
      </Box>{' '}
      <Box component="span" sx={nowrap}>
        a {formatDate(end)}
      </Box>
    </Box>
  );
}

/** The product's main photo (its 300 px thumbnail: the same file name as the feed's 1000 px one). */
export function ImageCell({ record }: Props) {
  const r = row(record);
  if (!r.image_link) return <>—</>;
  return (
    <Box
      component="img"
      src={r.image_link.replace(/1000\.jpg$/, '300.jpg')}
      alt={r.title}
      loading="lazy"
      sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}

export function DescriptionCell({ record }: Props) {
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        maxWidth: 220,
      }}
    >
      {row(record).description}
    </Typography>
  );
}

/** The product's page in the store, in a new tab; none when the store has no page address. */
export function LinkCell({ record }: Props) {
  const r = row(record);
  if (!r.link) return <>—</>;
  return (
    <Link
      href={r.link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Ver na loja: ${r.title} (abre em nova aba)`}
      onClick={(e) => e.stopPropagation()}
      sx={nowrap}
    >
      Ver na loja
    </Link>
  );
}
