// The signed-in frame: top bar, side menu (a drawer on narrow screens), the page, and the footer.
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Footer } from './Footer';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar}>
      {children}
      <Footer />
    </RaLayout>
  );
}
