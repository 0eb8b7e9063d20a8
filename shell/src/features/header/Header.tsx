// The site header: logo, main navigation and the header search box (the full menu arrives with the shell issue).
import { useState, type FormEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import styles from './Header.module.css';

const navigation = [
  { to: '/about/journals', label: 'Journals' },
  { to: '/topics', label: 'Topics' },
  { to: '/authors', label: 'Authors' },
  { to: '/authors/english', label: 'Author Services' },
  { to: '/about', label: 'About' },
];

export function Header() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const onSearchPage = pathname === '/search';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = term.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a className={styles.logo} href="/" aria-label="Home">
          <span aria-hidden="true" className={styles.logoMark}>
            OA
          </span>
          <span className={styles.logoText}>Open Access Journals</span>
        </a>
        <nav aria-label="Main" className={styles.nav}>
          <ul>
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {onSearchPage ? null : (
          <form role="search" className={styles.search} onSubmit={submit}>
            <label htmlFor="header-search" className="oap-visually-hidden">
              Search all articles
            </label>
            <input
              id="header-search"
              name="q"
              type="search"
              placeholder="Search all articles"
              autoComplete="off"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
            />
          </form>
        )}
      </div>
    </header>
  );
}
