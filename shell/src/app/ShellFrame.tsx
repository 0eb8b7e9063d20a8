// The frame around every page: banner, header, the page area and the footer.
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Banner } from '../features/header/Banner.tsx';
import { Header } from '../features/header/Header.tsx';
import { useCurrentRoute } from '../runtime/useCurrentRoute.ts';
import { AuthControls } from '../features/auth/AuthControls.tsx';
import { ToastHost } from '@oap/shared/ui/toast/ToastHost.tsx';
import { Footer } from '../features/footer/Footer.tsx';
import { ScrollToTop } from '../features/scroll/ScrollToTop.tsx';
import { FeedbackWidget } from '../features/feedback/FeedbackWidget.tsx';
import { useCacheCookie } from '../features/site/useCacheCookie.ts';
import styles from './ShellFrame.module.css';
import bannerStyles from '../features/header/Banner.module.css';

export function ShellFrame() {
  const navigation = useNavigation();
  const { name: routeName } = useCurrentRoute();
  useCacheCookie();
  // Marks the document once React has taken over the server-rendered page (tests wait for it;
  // before it, the markup is readable but buttons that need scripts do nothing yet).
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <div className={`${styles.frame} ${bannerStyles.frame}`}>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <Header banner={<Banner />} authControls={<AuthControls />} />
      <main id="main" className={styles.main} tabIndex={-1} aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop routeName={routeName} />
      <FeedbackWidget />
      <ToastHost />
      <ScrollRestoration />
    </div>
  );
}
