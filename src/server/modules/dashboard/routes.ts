import validateDashboard from '../../../generated/validators/dashboard.js';
import { readRoute } from '../../http/route.ts';

export const dashboardRoutes = [
  readRoute({
    url: '/v1/knowi/dashboard/user', scope: 'session',
    summary: "The dashboard's figures, computed by the database for the signed-in user and tenant: their open tasks (overdue, due today) and cases, renewals due in 30/60/90 days, their open opportunities by stage; the agency's written premium by month, pipeline by stage, new business and renewals and top carriers over the last 12 months. A tile the user may not view (its list's scope) is null.",
    query: validateDashboard,
  }, ({ auth, services }) => services.dashboard.figures(auth)),
];
