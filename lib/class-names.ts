/** The truthy class names, space-separated (conditional classes: `cond && styles.x`). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
