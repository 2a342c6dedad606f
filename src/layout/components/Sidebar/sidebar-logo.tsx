import { Link } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { selectSystemBrand } from '@/store/selectors';

/** System name and icon from the sysConfig dictionary. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const brand = useAppSelector(selectSystemBrand);
  return (
    <div className={`sidebar-logo-container ${collapsed ? 'collapse' : ''}`}>
      <Link to="/" className="sidebar-logo-link">
        <img src={brand.icon} className="sidebar-logo" alt="" />
        {!collapsed && (
          <h1 className="sidebar-title" title={brand.name}>
            {brand.name}
          </h1>
        )}
      </Link>
    </div>
  );
}
