import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Table, Td, Th } from "../../../components/ui/table";
import { roleLabel } from "../../../lib/permissions";
import { deleteRefusal } from "../employees";
import type { EmployeeRow } from "../employees.server";
import { DeleteEmployeeDialog } from "./delete-employee-dialog";
import { EditEmployeeDialog } from "./edit-employee-dialog";

/** The staff list; `manageAs` (the admin's id) adds Modifier and Supprimer. */
export function EmployeesTable({ employees, manageAs }: { employees: EmployeeRow[]; manageAs: string | null }) {
  return (
    <Table>
      <caption className="sr-only">Liste des employés</caption>
      <thead>
        <tr>
          <Th>Nom</Th>
          <Th>Email</Th>
          <Th>Rôle</Th>
          {manageAs ? <Th>Actions</Th> : null}
        </tr>
      </thead>
      <tbody>
        {employees.map((employee) => {
          const name = `${employee.firstName} ${employee.lastName}`.trim() || employee.email;
          return (
            <tr key={employee.id}>
              <Td className="font-medium text-slate-900">
                <Link
                  to={`/employees/${employee.id}`}
                  className="inline-flex min-h-11 items-center text-brand-700 underline md:min-h-0"
                >
                  {name}
                </Link>
              </Td>
              <Td>{employee.email}</Td>
              <Td>
                <Badge tone={employee.role === "admin" ? "brand" : "neutral"}>{roleLabel(employee.role)}</Badge>
              </Td>
              {manageAs ? (
                <Td>
                  <div className="flex flex-wrap gap-2">
                    <EditEmployeeDialog employee={employee} name={name} />
                    {deleteRefusal(manageAs, employee) ? null : (
                      <DeleteEmployeeDialog employeeId={employee.id} name={name} />
                    )}
                  </div>
                </Td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
