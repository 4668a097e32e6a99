import { Login } from 'react-admin';

export function LoginPage() {
  return <Login />;
}
