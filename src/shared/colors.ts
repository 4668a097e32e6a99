// The named colours of stock grids (the spec's static list has about 60), with their swatch codes.
// 'N/A' is the colour of items sold without one (no code).
export interface NamedColor {
  name: string;
  code: string;
  second?: string;
}

export const NO_COLOR = 'N/A';

export const COLORS: NamedColor[] = [
  { name: 'Preto', code: '#000000' },
  { name: 'Branco', code: '#FFFFFF' },
  { name: 'Off White', code: '#F5F1E8' },
  { name: 'Cinza', code: '#9E9E9E' },
  { name: 'Cinza Mescla', code: '#B8B8B8' },
  { name: 'Chumbo', code: '#4A4A4A' },
  { name: 'Grafite', code: '#383838' },
  { name: 'Azul Marinho', code: '#1F2A44' },
  { name: 'Azul Royal', code: '#2350B8' },
  { name: 'Azul Bebê', code: '#A7C7E7' },
  { name: 'Azul Celeste', code: '#6CB4EE' },
  { name: 'Azul Petróleo', code: '#1B4D5C' },
  { name: 'Jeans Claro', code: '#8FA9C8' },
  { name: 'Jeans Escuro', code: '#2E4A6B' },
  { name: 'Índigo', code: '#3F3D8F' },
  { name: 'Turquesa', code: '#30C5C0' },
  { name: 'Verde Militar', code: '#4B5320' },
  { name: 'Verde Bandeira', code: '#009C3B' },
  { name: 'Verde Água', code: '#7FD1C1' },
  { name: 'Verde Menta', code: '#98D8B1' },
  { name: 'Verde Musgo', code: '#5A6B2F' },
  { name: 'Verde Oliva', code: '#708238' },
  { name: 'Verde Limão', code: '#B5D334' },
  { name: 'Jade', code: '#00A86B' },
  { name: 'Vermelho', code: '#C62828' },
  { name: 'Vinho', code: '#6D1A2A' },
  { name: 'Bordô', code: '#800020' },
  { name: 'Marsala', code: '#955251' },
  { name: 'Rosa', code: '#F4A6C1' },
  { name: 'Rosa Bebê', code: '#F8C8DC' },
  { name: 'Rosa Pink', code: '#E91E63' },
  { name: 'Goiaba', code: '#E86A6A' },
  { name: 'Framboesa', code: '#C72C6B' },
  { name: 'Lilás', code: '#C8A2C8' },
  { name: 'Lavanda', code: '#B57EDC' },
  { name: 'Roxo', code: '#6A1B9A' },
  { name: 'Amarelo', code: '#FDD835' },
  { name: 'Amarelo Ouro', code: '#E6B800' },
  { name: 'Mostarda', code: '#D4A017' },
  { name: 'Laranja', code: '#F57C00' },
  { name: 'Coral', code: '#FF7F50' },
  { name: 'Salmão', code: '#FA8072' },
  { name: 'Pêssego', code: '#FFCBA4' },
  { name: 'Terracota', code: '#C4623A' },
  { name: 'Ferrugem', code: '#A0522D' },
  { name: 'Caramelo', code: '#C68E3F' },
  { name: 'Marrom', code: '#6D4C41' },
  { name: 'Café', code: '#4B3621' },
  { name: 'Chocolate', code: '#3D2314' },
  { name: 'Bege', code: '#D8C3A5' },
  { name: 'Nude', code: '#E3BC9A' },
  { name: 'Areia', code: '#D9C7A7' },
  { name: 'Creme', code: '#FFF5D7' },
  { name: 'Caqui', code: '#B9A57E' },
  { name: 'Fendi', code: '#A89A8E' },
  { name: 'Champagne', code: '#F3E5AB' },
  { name: 'Dourado', code: '#C9A227' },
  { name: 'Prata', code: '#C0C0C0' },
  { name: 'Cobre', code: '#B87333' },
  { name: 'Natural', code: '#E8DCC4' },
  { name: 'Listrado Marinho', code: '#1F2A44', second: '#FFFFFF' },
  { name: 'Preto e Branco', code: '#000000', second: '#FFFFFF' },
];

const byName = new Map(COLORS.map((c) => [c.name, c]));

export function colorOf(name: string): NamedColor | undefined {
  return byName.get(name);
}
