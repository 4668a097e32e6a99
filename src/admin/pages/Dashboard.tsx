// react-admin's dashboard ('/'): the sales dashboard, loaded with its route (App.tsx imports this
// module lazily, so neither it nor recharts weighs on the panel's first page).
export { DashboardPage as Dashboard } from '../areas/dashboard/DashboardPage';
