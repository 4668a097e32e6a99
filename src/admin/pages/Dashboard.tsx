import { UnderConstruction } from './UnderConstruction';

export function Dashboard() {
  return <UnderConstruction title="Dashboard de Vendas" />;
}
