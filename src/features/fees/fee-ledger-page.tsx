import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { findRoute } from '@/store/static-routes';
import { ExpenseScreen } from './expense-screen';
import { IncomeScreen } from './income-screen';
import './fees.css';

/** The one screen of feeIncome (route meta type 'in') and feePay (type 'out'), told apart by the route's meta. */
export default function FeeLedgerPage() {
  const { pathname } = useLocation();
  const routes = useAppSelector((s) => s.permission.routes);
  const type = findRoute(routes, pathname)?.meta.type;
  return type === 'out' ? <ExpenseScreen /> : <IncomeScreen />;
}
