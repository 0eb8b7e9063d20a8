// Joins the class names that apply; falsy entries are skipped.
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
