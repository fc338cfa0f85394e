// How a colour role becomes a CSS custom property: `surfaceSunken` in the group `info` is
// `--vg-info-surface-sunken` (docs/adr/0028-dark-theme-as-css-variables.md).

export type Scheme = 'light' | 'dark';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const variableName = (group: string, role: string) =>
  `--vg-${group ? `${group}-` : ''}${kebab(role)}`;

/** `{ '--vg-page': '#f7f2e7', … }`: the declarations of one scheme. */
export function cssVariables<T extends object>(group: string, values: T): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([role, value]) => [variableName(group, role), String(value)]),
  );
}

/** `{ page: 'var(--vg-page)', … }`: the same roles, as what a style reads. */
export function toVariables<Role extends string>(
  group: string,
  values: Record<Role, string>,
): Record<Role, string> {
  return Object.fromEntries(
    Object.keys(values).map((role) => [role, `var(${variableName(group, role)})`]),
  ) as Record<Role, string>;
}
