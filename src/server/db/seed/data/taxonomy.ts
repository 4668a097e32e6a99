// The platform's shared taxonomy: segments (definition), their categories with the Google product
// category the catalogue feed sends, and subcategories. Products name them as 'Segment/Category/Sub'.
export interface CategoryData {
  name: string;
  google: string;
  /** Genders the category is meant for (f, m, u). */
  genders: string;
  subs: string[];
}

export interface SegmentData {
  name: string;
  categories: CategoryData[];
}

const CLOTHES = 'Vestuário e acessórios > Roupas';
const SHOES = 'Vestuário e acessórios > Sapatos';
const HOME = 'Casa e jardim';
const GARDEN = 'Casa e jardim > Gramado e jardim';

export const TAXONOMY: SegmentData[] = [
  {
    name: 'Moda Feminina',
    categories: [
      {
        name: 'Vestidos',
        google: `${CLOTHES} > Vestidos`,
        genders: 'f',
        subs: ['Vestido Curto', 'Vestido Midi', 'Vestido Longo'],
      },
      {
        name: 'Blusas e Camisas',
        google: `${CLOTHES} > Camisas e blusas`,
        genders: 'f',
        subs: ['Blusas', 'Camisas', 'Regatas', 'Body'],
      },
      {
        name: 'Calças e Shorts',
        google: `${CLOTHES} > Calças`,
        genders: 'f',
        subs: ['Calça Jeans', 'Calça Alfaiataria', 'Shorts'],
      },
      { name: 'Saias', google: `${CLOTHES} > Saias`, genders: 'f', subs: ['Saia Curta', 'Saia Midi'] },
      {
        name: 'Conjuntos e Macacões',
        google: `${CLOTHES} > Macacões e macaquinhos`,
        genders: 'f',
        subs: ['Macacão', 'Conjunto'],
      },
      {
        name: 'Casacos e Jaquetas',
        google: `${CLOTHES} > Roupas de frio`,
        genders: 'f',
        subs: ['Jaqueta', 'Blazer', 'Cardigã'],
      },
      {
        name: 'Moda Praia',
        google: `${CLOTHES} > Roupas de banho`,
        genders: 'f',
        subs: ['Biquíni', 'Maiô', 'Saída de Praia'],
      },
    ],
  },
  {
    name: 'Moda Masculina',
    categories: [
      {
        name: 'Camisetas e Polos',
        google: `${CLOTHES} > Camisas e blusas`,
        genders: 'm',
        subs: ['Camiseta', 'Polo', 'Regata'],
      },
      {
        name: 'Camisas',
        google: `${CLOTHES} > Camisas e blusas`,
        genders: 'm',
        subs: ['Camisa Social', 'Camisa Casual'],
      },
      {
        name: 'Calças e Bermudas',
        google: `${CLOTHES} > Calças`,
        genders: 'm',
        subs: ['Calça Jeans', 'Calça Chino', 'Bermuda'],
      },
      { name: 'Casacos', google: `${CLOTHES} > Roupas de frio`, genders: 'm', subs: ['Jaqueta', 'Moletom'] },
    ],
  },
  {
    name: 'Infantil',
    categories: [
      {
        name: 'Roupas de Bebê',
        google: `${CLOTHES} > Roupas para bebês e crianças pequenas`,
        genders: 'u',
        subs: ['Body', 'Macacão', 'Conjunto'],
      },
      {
        name: 'Roupas Infantis',
        google: CLOTHES,
        genders: 'f,m,u',
        subs: ['Camiseta', 'Vestido', 'Conjunto', 'Bermuda'],
      },
      {
        name: 'Calçados Infantis',
        google: SHOES,
        genders: 'f,m,u',
        subs: ['Tênis', 'Sandália', 'Botas'],
      },
    ],
  },
  {
    name: 'Calçados',
    categories: [
      { name: 'Tênis', google: SHOES, genders: 'f,m,u', subs: ['Casual', 'Corrida', 'Skate'] },
      {
        name: 'Sandálias e Chinelos',
        google: SHOES,
        genders: 'f,m,u',
        subs: ['Rasteira', 'Salto', 'Chinelo'],
      },
      { name: 'Botas', google: SHOES, genders: 'f,m,u', subs: ['Coturno', 'Cano Curto', 'Cano Alto'] },
      {
        name: 'Sapatos Sociais',
        google: SHOES,
        genders: 'f,m',
        subs: ['Oxford', 'Mocassim', 'Scarpin'],
      },
      {
        name: 'Cuidados com Calçados',
        google: 'Vestuário e acessórios > Acessórios para sapatos',
        genders: 'u',
        subs: ['Palmilhas', 'Limpeza'],
      },
    ],
  },
  {
    name: 'Acessórios',
    categories: [
      {
        name: 'Bolsas',
        google: 'Vestuário e acessórios > Bolsas, carteiras e estojos > Bolsas',
        genders: 'f,m,u',
        subs: ['Bolsa Tiracolo', 'Bolsa de Ombro', 'Mochila'],
      },
      {
        name: 'Cintos',
        google: 'Vestuário e acessórios > Acessórios de vestuário > Cintos',
        genders: 'f,m',
        subs: [],
      },
      {
        name: 'Bijuterias',
        google: 'Vestuário e acessórios > Joias',
        genders: 'f',
        subs: ['Brincos', 'Colares', 'Pulseiras'],
      },
      { name: 'Meias', google: `${CLOTHES} > Meias`, genders: 'f,m,u', subs: [] },
    ],
  },
  {
    name: 'Casa',
    categories: [
      {
        name: 'Cama',
        google: `${HOME} > Roupa de cama e banho > Roupa de cama`,
        genders: 'u',
        subs: ['Jogo de Lençol', 'Edredom', 'Colcha', 'Travesseiro'],
      },
      {
        name: 'Banho',
        google: `${HOME} > Roupa de cama e banho > Toalhas`,
        genders: 'u',
        subs: ['Toalha de Banho', 'Roupão', 'Tapete de Banheiro'],
      },
      {
        name: 'Mesa e Cozinha',
        google: `${HOME} > Cozinha e sala de jantar`,
        genders: 'u',
        subs: ['Louças', 'Copos e Taças', 'Toalha de Mesa', 'Utensílios'],
      },
      {
        name: 'Decoração',
        google: `${HOME} > Decoração`,
        genders: 'u',
        subs: ['Almofadas', 'Mantas', 'Quadros', 'Velas e Aromas', 'Vasos Decorativos', 'Tapetes'],
      },
      {
        name: 'Iluminação',
        google: `${HOME} > Iluminação`,
        genders: 'u',
        subs: ['Luminárias', 'Pendentes'],
      },
      {
        name: 'Organização',
        google: `${HOME} > Armazenamento e organização doméstica`,
        genders: 'u',
        subs: ['Cestos', 'Caixas Organizadoras'],
      },
    ],
  },
  {
    name: 'Jardim',
    categories: [
      {
        name: 'Plantas',
        google: `${HOME} > Plantas`,
        genders: 'u',
        subs: ['Suculentas', 'Plantas de Interior', 'Flores'],
      },
      {
        name: 'Vasos e Cachepôs',
        google: `${GARDEN} > Jardinagem > Vasos e jardineiras`,
        genders: 'u',
        subs: ['Vasos de Cerâmica', 'Cachepôs', 'Jardineiras'],
      },
      {
        name: 'Ferramentas de Jardinagem',
        google: `${GARDEN} > Jardinagem > Ferramentas de jardinagem`,
        genders: 'u',
        subs: ['Ferramentas Manuais', 'Regadores', 'Mangueiras'],
      },
      {
        name: 'Terra e Adubos',
        google: `${GARDEN} > Jardinagem > Fertilizantes`,
        genders: 'u',
        subs: ['Substratos', 'Fertilizantes'],
      },
    ],
  },
];

/** Integration key names the panel knows (spec section 3), with the label shown to people. */
export const INTEGRATION_KEY_NAMES: [string, string][] = [
  ['melhor_envio_token', 'Melhor Envio'],
  ['boleto_melhor_envio_key', 'Boleto Melhor Envio'],
  ['rede_pv', 'e.Rede PV'],
  ['rede_token', 'e.Rede Token'],
  ['pagarme_api_key', 'Pagar.me'],
  ['pagarmev5', 'Pagar.me v5'],
  ['pagarmev5_access_token', 'Pagar.me v5 (token de acesso)'],
  ['pagarmev5_publickey', 'Pagar.me v5 (chave pública)'],
  ['bling_token', 'Bling'],
  ['progrid_token', 'Progrid'],
  ['tiny_token', 'Tiny'],
  ['global_stock_token', 'Outros'],
  ['facebook_pixel_token', 'Pixel do Facebook'],
  ['conversion_api_facebook', 'API de Conversões do Facebook'],
  ['google_analytics_4_token', 'Google Analytics 4'],
];
