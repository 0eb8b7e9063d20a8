// Beside an author service page: how to order it (when it is ordered), and the other services.
import { Link } from 'react-router';
import { servicePagePath, servicePages, type ServicePageInfo, type ServicePageName } from './servicePages.ts';
import styles from './ServicePage.module.css';

export function ServiceAside({ current }: { current: ServicePageName }) {
  const info: ServicePageInfo = servicePages[current];
  const order = info.order;
  return (
    <aside className={styles.aside} aria-label="Author services">
      {order ? (
        <div className={styles.orderBox}>
          <p className={styles.orderText}>Prices are shown before you order, and nothing is charged until we confirm.</p>
          <Link to={order.to} className={styles.orderLink}>
            {order.label}
          </Link>
        </div>
      ) : null}
      <nav aria-labelledby="service-menu-heading">
        <h2 id="service-menu-heading" className={styles.menuHeading}>
          Author services
        </h2>
        <ul className={styles.menu}>
          {(Object.keys(servicePages) as ServicePageName[]).map((name) => (
            <li key={name}>
              <Link to={servicePagePath(name)} aria-current={name === current ? 'page' : undefined}>
                {servicePages[name].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
