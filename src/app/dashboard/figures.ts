import type { GetKnowiDashboardUserAnswer, Stage_Figures } from '../../generated/types/get-knowi-dashboard-user-answer';

/** GET /v1/knowi/dashboard/user: a tile the user may not view is null. */
export type DashboardFigures = GetKnowiDashboardUserAnswer;
/** A stage's count and premium (the user's opportunities, the pipeline). */
export type StageFigure = Stage_Figures;
