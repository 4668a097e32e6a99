// Real Brazilian cities with their UF, area code (DDD) and a range of their postal codes, so demo
// addresses and phones agree with each other. `weight` makes the big capitals more frequent.
export interface City {
  city: string;
  state: string;
  ddd: string;
  /** First and last 5-digit CEP prefix of the city. */
  cep: [number, number];
  weight: number;
}

export const CITIES: City[] = [
  { city: 'São Paulo', state: 'SP', ddd: '11', cep: [1000, 5999], weight: 14 },
  { city: 'Campinas', state: 'SP', ddd: '19', cep: [13000, 13139], weight: 3 },
  { city: 'Santos', state: 'SP', ddd: '13', cep: [11000, 11099], weight: 2 },
  { city: 'Ribeirão Preto', state: 'SP', ddd: '16', cep: [14000, 14114], weight: 2 },
  { city: 'Rio de Janeiro', state: 'RJ', ddd: '21', cep: [20000, 23799], weight: 8 },
  { city: 'Niterói', state: 'RJ', ddd: '21', cep: [24000, 24399], weight: 2 },
  { city: 'Belo Horizonte', state: 'MG', ddd: '31', cep: [30000, 31999], weight: 5 },
  { city: 'Uberlândia', state: 'MG', ddd: '34', cep: [38400, 38415], weight: 1 },
  { city: 'Curitiba', state: 'PR', ddd: '41', cep: [80000, 82999], weight: 4 },
  { city: 'Londrina', state: 'PR', ddd: '43', cep: [86000, 86099], weight: 1 },
  { city: 'Porto Alegre', state: 'RS', ddd: '51', cep: [90000, 91999], weight: 4 },
  { city: 'Caxias do Sul', state: 'RS', ddd: '54', cep: [95000, 95124], weight: 1 },
  { city: 'Florianópolis', state: 'SC', ddd: '48', cep: [88000, 88099], weight: 2 },
  { city: 'Joinville', state: 'SC', ddd: '47', cep: [89200, 89239], weight: 1 },
  { city: 'Salvador', state: 'BA', ddd: '71', cep: [40000, 42499], weight: 4 },
  { city: 'Recife', state: 'PE', ddd: '81', cep: [50000, 52999], weight: 3 },
  { city: 'Fortaleza', state: 'CE', ddd: '85', cep: [60000, 61599], weight: 3 },
  { city: 'Brasília', state: 'DF', ddd: '61', cep: [70000, 72799], weight: 3 },
  { city: 'Goiânia', state: 'GO', ddd: '62', cep: [74000, 74899], weight: 2 },
  { city: 'Vitória', state: 'ES', ddd: '27', cep: [29000, 29099], weight: 1 },
  { city: 'Manaus', state: 'AM', ddd: '92', cep: [69000, 69099], weight: 2 },
  { city: 'Belém', state: 'PA', ddd: '91', cep: [66000, 66999], weight: 2 },
  { city: 'Natal', state: 'RN', ddd: '84', cep: [59000, 59139], weight: 1 },
  { city: 'João Pessoa', state: 'PB', ddd: '83', cep: [58000, 58099], weight: 1 },
  { city: 'Maceió', state: 'AL', ddd: '82', cep: [57000, 57099], weight: 1 },
  { city: 'Aracaju', state: 'SE', ddd: '79', cep: [49000, 49099], weight: 1 },
  { city: 'Teresina', state: 'PI', ddd: '86', cep: [64000, 64099], weight: 1 },
  { city: 'São Luís', state: 'MA', ddd: '98', cep: [65000, 65099], weight: 1 },
  { city: 'Cuiabá', state: 'MT', ddd: '65', cep: [78000, 78099], weight: 1 },
  { city: 'Campo Grande', state: 'MS', ddd: '67', cep: [79000, 79129], weight: 1 },
  { city: 'Porto Velho', state: 'RO', ddd: '69', cep: [76800, 76834], weight: 1 },
  { city: 'Rio Branco', state: 'AC', ddd: '68', cep: [69900, 69924], weight: 1 },
  { city: 'Macapá', state: 'AP', ddd: '96', cep: [68900, 68914], weight: 1 },
  { city: 'Boa Vista', state: 'RR', ddd: '95', cep: [69300, 69339], weight: 1 },
  { city: 'Palmas', state: 'TO', ddd: '63', cep: [77000, 77270], weight: 1 },
];

export const NEIGHBORHOODS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Boa Vista',
  'Santa Cecília',
  'Bela Vista',
  'São José',
  'Jardim Europa',
  'Vila Mariana',
  'Cidade Nova',
  'Jardim Primavera',
  'Santo Antônio',
  'Parque das Nações',
  'Alto da Glória',
  'Jardim das Flores',
  'Vila Operária',
  'São Francisco',
  'Cidade Jardim',
  'Vila Industrial',
  'Liberdade',
];

export const EMAIL_PROVIDERS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com.br',
  'uol.com.br',
  'bol.com.br',
  'icloud.com',
  'terra.com.br',
];
