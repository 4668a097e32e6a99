// A count with its noun in pt-BR: '1 pedido', '12 pedidos', '1.234 pedidos'.
export const countText = (n: number, one: string, many: string): string =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
