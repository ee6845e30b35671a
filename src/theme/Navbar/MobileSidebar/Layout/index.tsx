import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type { Props } from '@theme/Navbar/MobileSidebar/Layout';
import { useEffect, useRef, type ReactNode } from 'react';
import { modalMenu } from './modal-menu';
import styles from './styles.module.css';

/** The theme's phone menu, made a modal dialog (modal-menu.ts says what that changes). */
export default function ModalMobileSidebarLayout(props: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sidebar = box.current?.querySelector<HTMLElement>('.navbar-sidebar');
    return sidebar ? modalMenu(sidebar, 'Site navigation') : undefined;
  }, []);
  return (
    <div ref={box} className={styles.contents}>
      <Layout {...props} />
    </div>
  );
}
