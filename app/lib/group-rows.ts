/**
 * Folds rows into groups, in the order their keys first come: a key's first row makes its group, and every row, the
 * first included, is added to its group.
 */
export function groupRows<Row, Group>(
  rows: Iterable<Row>,
  {
    key,
    create,
    add,
  }: { key: (row: Row) => string; create: (row: Row) => Group; add: (group: Group, row: Row) => void },
): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const rowKey = key(row);
    let group = groups.get(rowKey);
    if (group === undefined) {
      group = create(row);
      groups.set(rowKey, group);
    }
    add(group, row);
  }
  return [...groups.values()];
}
