/** A count and its premium (a stage, a month, a kind of business, a carrier, a renewal window). */
export interface Figure { count: number; premium: number }
export interface StageFigure extends Figure { stage: string; stage_Label: string }
export interface MonthFigure extends Figure { month: string; from: string; to: string }

/** GET /v1/knowi/dashboard/user: a tile the user may not view is null. */
export interface DashboardFigures {
  today: string;
  period: { from: string; to: string };
  my_Tasks: { overdue: number; due_Today: number; open: number } | null;
  my_Cases: { open: number } | null;
  renewals_Due: (Figure & { days: number })[] | null;
  my_Opportunities: StageFigure[] | null;
  written_Premium: MonthFigure[] | null;
  pipeline: StageFigure[] | null;
  new_Vs_Renewals: (Figure & { kind: 'new' | 'renewal' })[] | null;
  top_Carriers: (Figure & { market_Reference_Id: string; name: string })[] | null;
}
