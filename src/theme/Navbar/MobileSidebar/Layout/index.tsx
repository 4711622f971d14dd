import React, { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import styles from './styles.module.css';

// Docusaurus 3.10's mobile menu covers the page but is not a dialog: Escape leaves it open and
// Tab walks into the page behind it. Open, it is one here (./menuDialog.ts, loaded the first
// time it opens).
export default function NavbarMobileSidebarLayoutWrapper(
  props: ComponentProps<typeof Layout>,
): ReactNode {
  const holder = useRef<HTMLDivElement>(null);
  const { shown, toggle } = useNavbarMobileSidebar();

  useEffect(() => {
    const menu = holder.current?.querySelector<HTMLElement>('.navbar-sidebar');
    if (!menu || !shown) return undefined;
    let release: (() => void) | undefined;
    let closed = false;
    void import('./menuDialog').then(({ holdMenuOpen }) => {
      if (!closed) release = holdMenuOpen(menu, toggle);
    });
    return () => {
      closed = true;
      release?.();
    };
  }, [shown, toggle]);

  return (
    <div ref={holder} className={styles.holder}>
      <Layout {...props} />
    </div>
  );
}
