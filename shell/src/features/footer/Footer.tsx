// The site footer (spec 2.9): five link groups, social links, copyright with the current year,
// legal links, Privacy Settings (the consent dialog) and the Disclaimer popover.
import { lazy, Suspense, useState } from 'react';
import { ConsentBar } from '../consent/ConsentControls.tsx';
import { SafeLink } from '@oap/shared/content/SafeLink.tsx';
import { PublisherLogo } from '@oap/shared/ui/publisher-logo/PublisherLogo.tsx';
import { publishingSince, siteName } from '@oap/contracts/site/publisher.ts';
import { Disclaimer } from './Disclaimer.tsx';
import styles from './Footer.module.css';

interface FooterLink {
  label: string;
  to: string;
  external?: boolean;
}

const groups: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Discover',
    links: [
      { label: 'Articles', to: '/search' },
      { label: 'Journals', to: '/about/journals' },
      { label: 'Research Awards', to: '/awards' },
      { label: 'Open Access Policy', to: '/openaccess' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Author Services', to: '/authors/english' },
      { label: 'Conferences', to: '/partnerships/conferences' },
      { label: 'Societies', to: '/societies' },
      { label: 'Products', to: '/about/products' },
    ],
  },
  {
    title: 'Guidelines',
    links: [
      { label: 'For Authors', to: '/authors' },
      { label: 'For Reviewers', to: '/reviewers' },
      { label: 'For Editors', to: '/editors' },
      { label: 'For Librarians', to: '/librarians' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Careers', to: 'https://careers.example.org/', external: true },
      { label: 'Blog', to: 'https://blog.example.org/', external: true },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Pay an Invoice', to: '/about/payment' },
      { label: 'Processing Charges', to: '/apc' },
      { label: 'Discount Policy', to: '/authors#Discounts_on_APCs' },
      { label: 'Contact Us', to: '/support' },
    ],
  },
];

/** The publisher's own pages on the four networks of spec 2.9. */
export const socialLinks = [
  { label: 'Facebook', to: 'https://www.facebook.com/openaccessjournals' },
  { label: 'LinkedIn', to: 'https://www.linkedin.com/company/open-access-journals' },
  { label: 'X', to: 'https://x.com/oajournals' },
  { label: 'YouTube', to: 'https://www.youtube.com/@openaccessjournals' },
];

// Fetched when the reader first opens it: a closed dialog shows nothing, and without scripts it cannot open.
const PrivacySettingsDialog = lazy(() => import(/* webpackChunkName: "on-demand-privacy-settings" */ '../consent/PrivacySettingsDialog.tsx'));

function FooterAnchor({ link }: { link: FooterLink }) {
  return (
    <SafeLink to={link.to} external={link.external ?? false} newTab={link.external ?? false}>
      {link.label}
    </SafeLink>
  );
}

export function Footer() {
  const [privacyOpen, setPrivacyOpen] = useState(false);
  // Once opened, the dialog stays mounted (closed) for the next time.
  const [privacyMounted, setPrivacyMounted] = useState(false);
  const openPrivacySettings = () => {
    setPrivacyMounted(true);
    setPrivacyOpen(true);
  };
  return (
    <footer className={styles.footer}>
      <div className={styles.brand}>
        <PublisherLogo name="full" inverse />
        <p>Peer-reviewed open access journals, free for everyone to read, since {publishingSince}.</p>
      </div>
      <div className={styles.groups}>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className={styles.group}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.label}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <ul className={styles.social} aria-label="Follow us">
        {socialLinks.map((link) => (
          <li key={link.label}>
            <SafeLink to={link.to} external newTab rel="me">
              {link.label}
              <span className="oap-visually-hidden">: our page</span>
            </SafeLink>
          </li>
        ))}
      </ul>
      <div className={styles.legal}>
        <span>
          © {publishingSince}-{new Date().getFullYear()} {siteName()}
        </span>
        <SafeLink to="/about/terms-and-conditions">Terms and Conditions</SafeLink>
        <SafeLink to="/about/termsofuse">Terms of Use</SafeLink>
        <SafeLink to="/about/privacy">Privacy Policy</SafeLink>
        <button type="button" className={styles.linkButton} onClick={openPrivacySettings} aria-haspopup="dialog">
          Privacy Settings
        </button>
        <Disclaimer />
      </div>
      {privacyMounted ? (
        <Suspense fallback={null}>
          <PrivacySettingsDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
        </Suspense>
      ) : null}
      <ConsentBar onOpenSettings={openPrivacySettings} />
    </footer>
  );
}
