/** Whether `text` is a SIREN: nine digits whose Luhn sum is a multiple of ten (INSEE's check key). */
export function isSiren(text: string): boolean {
  if (!/^\d{9}$/.test(text)) return false;
  const sum = [...text].reverse().reduce((total, character, index) => {
    const digit = Number(character) * (index % 2 === 1 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return sum % 10 === 0;
}
