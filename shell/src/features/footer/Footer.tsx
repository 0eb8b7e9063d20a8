// The site footer: the five link groups of spec 2.9 and the copyright line.
import styles from './Footer.module.css';

const groups: Array<{ title: string; links: Array<{ label: string; to: string }> }> = [
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
      { label: 'Careers', to: '/about/leadership' },
      { label: 'Blog', to: '/news' },
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

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.groups}>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className={styles.group}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.label}>
                  <a href={link.to}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.legal}>
        <span>© 1996-{new Date().getFullYear()} the product</span>
        <a href="/about/terms-and-conditions">Terms and Conditions</a>
        <a href="/about/termsofuse">Terms of Use</a>
        <a href="/about/privacy">Privacy Policy</a>
      </div>
    </footer>
  );
}
