// Customer segments by RFM (recência, frequência, valor), for the server that groups a store's
// buyers (src/server/marketing/segments.ts, in SQL) and the screen that explains them
// ('Segmentar Clientes').
//
// The scoring, over each buyer's sold orders (statuses 2, 3, 4) in that store, of any date:
//   R (recência) 1–5: quintile of the buyer's last order day among the store's buyers,
//     ceil(5 × cume_dist) ordered from the oldest to the most recent day: the most recent fifth
//     scores 5, the oldest fifth 1; buyers whose last order is on the same day score the same.
//   F (frequência) 1–5: the number of orders, 5 or more counting 5 (a fixed scale: order counts are
//     small, and a quintile would put most one-order buyers at the top of a store where few come back).
//   M (valor) 1–5: quintile of the total spent among the store's buyers, as R (the largest fifth 5).
// The segment is the first rule that holds (every buyer lands in exactly one):
//   Novos             F = 1 and R ≥ 4
//   Campeões          R ≥ 4 and F + M ≥ 8
//   Fiéis             R ≥ 3 and F + M ≥ 6
//   Promissores       R ≥ 4                (recent, still buying little)
//   Precisam de atenção  R = 3             (middling in everything)
//   Em risco          R ≤ 2 and F + M ≥ 6
//   Hibernando        R ≤ 2                (the rest)
// Quintiles are relative to the store's own buyers, so the segments adapt to how often and how much
// its customers buy.
import type { SegmentKey } from './calls/marketing-insights.js';

export interface SegmentInfo {
  key: SegmentKey;
  label: string;
  /** One line for the screen. */
  description: string;
  /** The rule, in the screen's words. */
  rule: string;
}

/** The segments in the order the screen shows them. */
export const SEGMENTS: readonly SegmentInfo[] = [
  {
    key: 'champions',
    label: 'Campeões',
    description: 'Compraram há pouco, compram com frequência e são os que mais gastam.',
    rule: 'R ≥ 4 e F + M ≥ 8',
  },
  {
    key: 'loyal',
    label: 'Fiéis',
    description: 'Voltam a comprar com regularidade e gastam bem.',
    rule: 'R ≥ 3 e F + M ≥ 6',
  },
  {
    key: 'promising',
    label: 'Promissores',
    description: 'Compraram há pouco, mas ainda compram pouco: vale um incentivo para voltar.',
    rule: 'R ≥ 4, os demais',
  },
  {
    key: 'new',
    label: 'Novos',
    description: 'Fizeram a primeira compra há pouco tempo.',
    rule: 'F = 1 e R ≥ 4',
  },
  {
    key: 'need_attention',
    label: 'Precisam de atenção',
    description: 'Medianos em tudo: ainda lembram da loja, mas estão esfriando.',
    rule: 'R = 3, os demais',
  },
  {
    key: 'at_risk',
    label: 'Em risco',
    description: 'Já foram bons clientes e não compram há um bom tempo.',
    rule: 'R ≤ 2 e F + M ≥ 6',
  },
  {
    key: 'hibernating',
    label: 'Hibernando',
    description: 'Compraram pouco e há muito tempo.',
    rule: 'R ≤ 2, os demais',
  },
];

export const SEGMENT_KEYS = SEGMENTS.map((s) => s.key);

export const segmentInfo = (key: SegmentKey): SegmentInfo => SEGMENTS.find((s) => s.key === key)!;

/** The scoring in one paragraph, for the screen's caption. */
export const RFM_CAPTION =
  'Cada comprador recebe notas de 1 a 5 pelos pedidos vendidos (status Separação para Entrega, Em ' +
  'trânsito e Entregue): R, recência, pela data do último pedido, em quintis dos compradores da loja ' +
  '(os 20% mais recentes ganham 5); F, frequência, pelo número de pedidos (5 ou mais valem 5); M, ' +
  'valor, pelo total gasto, em quintis (os 20% que mais gastaram ganham 5). O segmento é a primeira ' +
  'regra que vale, na ordem: Novos, Campeões, Fiéis, Promissores, Precisam de atenção, Em risco, Hibernando.';
