import { eq, or } from "drizzle-orm";
import {
  absenceRequests,
  absences,
  account,
  correctiveActions,
  employeeDetails,
  employmentContracts,
  inspections,
  labourOverrides,
  noShowAlerts,
  noticePreferences,
  noticeSnapshots,
  type OverriddenAlert,
  overridesAbout,
  planningAssignments,
  planningSeriesEmployees,
  planningVacancies,
  punches,
  punchReports,
  replacementOffers,
  session,
  shiftSwaps,
  shiftVolunteers,
  timesheetWeeks,
  unavailabilities,
  user,
} from "../../../db/schema";
import { type PersonRow, rowsOf, type TableRows } from "./table-rows.server";

/**
 * What the account and the employee file hold of one account: its identity, sign-ins, contracts, absences, plannings,
 * punches and the records naming it. Never a password hash, a session token, an offer's token or the calendar link's
 * secret. What names other people is left out: the punches a manager entered for others, their labour alerts.
 */
export function accountRecords(userId: string): Promise<TableRows[]> {
  return Promise.all([
    rowsOf(user, eq(user.id, userId), ["calendarToken"]),
    rowsOf(session, eq(session.userId, userId), ["id", "token"]),
    rowsOf(account, eq(account.userId, userId), [
      "accessToken",
      "refreshToken",
      "idToken",
      "accessTokenExpiresAt",
      "refreshTokenExpiresAt",
      "password",
    ]),
    rowsOf(employeeDetails, eq(employeeDetails.employeeId, userId)),
    rowsOf(employmentContracts, eq(employmentContracts.employeeId, userId)),
    rowsOf(absences, eq(absences.employeeId, userId)),
    rowsOf(absenceRequests, eq(absenceRequests.employeeId, userId)),
    rowsOf(unavailabilities, eq(unavailabilities.employeeId, userId)),
    rowsOf(planningAssignments, eq(planningAssignments.employeeId, userId)),
    rowsOf(planningSeriesEmployees, eq(planningSeriesEmployees.employeeId, userId)),
    rowsOf(planningVacancies, eq(planningVacancies.employeeId, userId)),
    rowsOf(punches, eq(punches.employeeId, userId)),
    rowsOf(punchReports, eq(punchReports.employeeId, userId)),
    rowsOf(timesheetWeeks, eq(timesheetWeeks.employeeId, userId)),
    rowsOf(noShowAlerts, eq(noShowAlerts.employeeId, userId)),
    rowsOf(noticeSnapshots, eq(noticeSnapshots.employeeId, userId)),
    rowsOf(noticePreferences, eq(noticePreferences.employeeId, userId)),
    rowsOf(replacementOffers, eq(replacementOffers.employeeId, userId), ["tokenHash"]),
    rowsOf(shiftSwaps, or(eq(shiftSwaps.fromEmployeeId, userId), eq(shiftSwaps.toEmployeeId, userId))),
    rowsOf(shiftVolunteers, eq(shiftVolunteers.employeeId, userId)),
    rowsOf(inspections, eq(inspections.inspectorId, userId)),
    rowsOf(correctiveActions, or(eq(correctiveActions.ownerId, userId), eq(correctiveActions.closedBy, userId))),
    rowsOf(labourOverrides, or(eq(labourOverrides.actorId, userId), overridesAbout(userId))).then((found) => ({
      ...found,
      rows: found.rows.map((row) => ownAlertsOnly(row, userId)),
    })),
  ]);
}

/** An override as the person sees it: the alerts about others, which name them, are left out. */
function ownAlertsOnly(row: PersonRow, userId: string): PersonRow {
  const alerts = (row.alerts as OverriddenAlert[]).filter((alert) => alert.employeeId === userId);
  return { ...row, alerts };
}
