// The product list's bulk actions (its ListSlots.bulkActions, beside the generic Ativar / Desativar /
// Excluir): 'Alterar categoria' (segment → category → subcategory, as the filters pick them),
// 'Alterar marca' and 'Adicionar a uma promoção'. Each product is its own call (/product/update, or
// /product-promotion/save: a promotion is a row of one product), so the server validates each one
// and the bar reports the refused ones with its reason (a second active promotion, a category of
// another segment).
import { Button, FormControlLabel, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useDataProvider } from 'react-admin';
import { countText } from '../../../../../shared/count-text';
import { BulkDialog, useBulk } from '../../../../generic/BulkActions';
import { useDirectory } from '../../../../generic/directory-context';
import { centsOf } from '../promotions/discount';
import { promotionBody } from '../promotions/promotionModel';
import { PickOne, useOptions } from './filters';

type Picked = number | undefined;
const productsUpdated = (n: number) => countText(n, 'produto atualizado', 'produtos atualizados');
const promotionsSaved = (n: number) => countText(n, 'promoção cadastrada', 'promoções cadastradas');

/** Sends `data` to /product/update for each selected product. */
function useUpdateEach() {
  const dataProvider = useDataProvider();
  const { records, run } = useBulk();
  return (data: Record<string, unknown>) =>
    run(records, (row) => dataProvider.update('product', { id: row.id, data, previousData: row }), {
      done: productsUpdated,
    });
}

function CategoryDialog({ onClose }: { onClose: () => void }) {
  const update = useUpdateEach();
  const [segment, setSegment] = useState<Picked>();
  const [category, setCategory] = useState<Picked>();
  const [subcategory, setSubcategory] = useState<Picked>();
  const segments = useOptions('definition', {});
  const categories = useOptions('category', segment ? { definition_id: segment } : null, { options: true });
  const subcategories = useOptions('sub-category', category ? { category_id: category } : null, {
    options: true,
  });
  return (
    <BulkDialog
      title="Alterar categoria"
      onClose={onClose}
      disabled={!segment || !category}
      onConfirm={() => {
        onClose();
        void update({ definition_id: segment, category_id: category, subcategory_id: subcategory ?? null });
      }}
    >
      <PickOne
        label="Segmento"
        options={segments}
        value={segment}
        width={320}
        onChange={(id) => {
          setSegment((id as number | null) ?? undefined);
          setCategory(undefined);
          setSubcategory(undefined);
        }}
      />
      <PickOne
        label="Categoria"
        options={categories}
        value={category}
        width={320}
        disabled={!segment}
        onChange={(id) => {
          setCategory((id as number | null) ?? undefined);
          setSubcategory(undefined);
        }}
      />
      <PickOne
        label="Subcategoria"
        options={subcategories}
        value={subcategory}
        width={320}
        disabled={!category}
        onChange={(id) => setSubcategory((id as number | null) ?? undefined)}
      />
    </BulkDialog>
  );
}

function BrandDialog({ onClose }: { onClose: () => void }) {
  const update = useUpdateEach();
  const [brand, setBrand] = useState<Picked>();
  const brands = useOptions('brand', {});
  return (
    <BulkDialog
      title="Alterar marca"
      onClose={onClose}
      disabled={!brand}
      onConfirm={() => {
        onClose();
        void update({ brand_id: brand });
      }}
    >
      <PickOne
        label="Marca"
        options={brands}
        value={brand}
        width={320}
        onChange={(id) => setBrand((id as number | null) ?? undefined)}
      />
    </BulkDialog>
  );
}

/** A promotion for each product: the same period and percent, the value from each one's price. */
function PromotionDialog({ onClose }: { onClose: () => void }) {
  const dataProvider = useDataProvider();
  const { resourceOf } = useDirectory();
  const { records, run } = useBulk();
  const [noPeriod, setNoPeriod] = useState(false);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [percent, setPercent] = useState('');
  const hundredths = centsOf(percent);
  const percentError = percent !== '' && (hundredths === null || hundredths > 10_000);
  const ready = hundredths !== null && !percentError && (noPeriod || !!start);
  const save = () => {
    onClose();
    const values = {
      no_period: noPeriod,
      start_date: start,
      end_date: end,
      discount_percent: percent,
      discount_value: '',
    };
    void run(
      records,
      (row: RaRecord) =>
        dataProvider.create(resourceOf('product_promotion'), { data: promotionBody(values, row) }),
      { done: promotionsSaved },
    );
  };
  return (
    <BulkDialog
      title="Adicionar a uma promoção"
      confirmLabel="Cadastrar Promoção"
      onClose={onClose}
      disabled={!ready}
      onConfirm={save}
    >
      <FormControlLabel
        control={<Switch checked={noPeriod} onChange={(e) => setNoPeriod(e.target.checked)} />}
        label="Sem período"
      />
      {noPeriod ? null : (
        <>
          <TextField
            label="Data de Início"
            type="datetime-local"
            required
            value={start}
            onChange={(e) => setStart(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Data de Término"
            type="datetime-local"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
      <TextField
        label="Percentual de desconto (%)"
        required
        value={percent}
        onChange={(e) => setPercent(e.target.value)}
        error={percentError}
        helperText={percentError ? 'Percentual de desconto inválido' : 'Sobre o preço de cada produto'}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </BulkDialog>
  );
}

const DIALOGS = { category: CategoryDialog, brand: BrandDialog, promotion: PromotionDialog };

export function ProductBulkActions() {
  const { busy } = useBulk();
  const [open, setOpen] = useState<keyof typeof DIALOGS | null>(null);
  const Open = open ? DIALOGS[open] : null;
  return (
    <>
      <Button size="small" disabled={busy} onClick={() => setOpen('category')}>
        Alterar categoria
      </Button>
      <Button size="small" disabled={busy} onClick={() => setOpen('brand')}>
        Alterar marca
      </Button>
      <Button size="small" disabled={busy} onClick={() => setOpen('promotion')}>
        Adicionar a uma promoção
      </Button>
      {Open ? <Open onClose={() => setOpen(null)} /> : null}
    </>
  );
}
