/** A form's fields as the browser posts them: a list is one value per checked box of that name. */
export function formData(values: Record<string, string | readonly string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    for (const item of typeof value === "string" ? [value] : value) data.append(key, item);
  }
  return data;
}
